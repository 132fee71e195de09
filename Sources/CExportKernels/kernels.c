// See CExportKernels.h for what each kernel does and why these are in C.
#include "CExportKernels.h"

double cadence_chord_miss(const double *samples, size_t count, double limit) {
    double a = samples[0], b = samples[count];
    double worst = 0;
    for (size_t n = 1; n < count; n++) {
        double chord = a + (b - a) * (double)n / (double)count;
        double difference = samples[n] - chord;
        double miss = difference < 0 ? -difference : difference;
        if (miss > worst) {
            worst = miss;
            if (worst > limit) return worst;
        }
    }
    return worst;
}
