import Cadence
print("cadence-bench: no cases yet")
