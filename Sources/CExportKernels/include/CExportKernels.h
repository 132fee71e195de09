// Numeric kernels of Cadence's exporters, in C.
//
// Why hand-written C: fitting a spring or a curve with the fewest straight pieces checks chords
// against tens of thousands of samples, and `swift run cadence demo` (the README's main command)
// runs in a debug build, where Swift's loops are not optimised: this check alone was a sixth of the
// gallery's export reports. Each kernel does exactly what the Swift code it replaced did (the export
// tests compare the two, bit for bit).
#ifndef CEXPORTKERNELS_H
#define CEXPORTKERNELS_H

#include <stddef.h>

/// The largest miss |samples[n] − chord(n)| for n in 1 ..< count, where the chord runs from
/// samples[0] to samples[count] and chord(n) = samples[0] + (samples[count] − samples[0]) · n / count
/// (in that order of operations); it returns the first miss above `limit` as soon as one is found,
/// and 0 when `count` < 2. `samples` holds `count + 1` numbers.
double cadence_chord_miss(const double *samples, size_t count, double limit);

#endif
