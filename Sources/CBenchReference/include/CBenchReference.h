// CBenchReference: hand-written C doing the same work as the cadence-bench cases, so each Cadence
// figure can be read as a ratio to C measured in the same process. Not part of Cadence's API: only
// the benchmark executable links it. Every function returns a checksum of what it computed, so the
// optimiser keeps the work.
#ifndef CBENCHREFERENCE_H
#define CBENCHREFERENCE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Keyframes per track and tracks per timeline in the reference timelines (4 × 4 cubic keyframes).
#define CBR_KEYFRAMES 4
#define CBR_TRACKS 4

/// One track of cubic keyframes lowered to a Hermite polynomial per segment: the layout a C
/// programmer would pick (segment ends for the search, then a + b·u + c·u² + d·u³ per segment).
typedef struct {
    double ends[CBR_KEYFRAMES];
    double inverseDurations[CBR_KEYFRAMES];
    double coefficients[CBR_KEYFRAMES][4];
    double endValue;
} cbr_track;

/// A timeline of four tracks written into a value of four doubles, plus its run's start time and its
/// presented value (the player form).
typedef struct {
    cbr_track tracks[CBR_TRACKS];
    double start;
    double values[CBR_TRACKS];
} cbr_timeline;

/// Builds `track` from keyframe `values` lasting `durations` seconds each, starting at `start`, with
/// Catmull-Rom tangents at the joints and 0 at the ends (Cadence's cubic keyframes are Hermite splines
/// of the same kind).
void cbr_track_init(cbr_track *track, double start, const double *values, const double *durations);

/// The track's value at `time` seconds (≥ 0): the first segment ending at or after `time`, found by
/// counting the ends before it (no branch), evaluated by Horner's rule; the end value after the end.
double cbr_track_value(const cbr_track *track, double time);

/// `calls` samples of `track` at `times[i & mask]` (mask = count − 1, count a power of two), summed.
double cbr_track_samples(const cbr_track *track, const double *times, size_t mask, int calls);

/// `count` timelines in one contiguous allocation, timeline `i` with values depending on `i` and
/// started at `-(i % 97) / 97 / 120` s. Free with `cbr_timelines_free`.
cbr_timeline *cbr_timelines_create(int count);
void cbr_timelines_free(cbr_timeline *timelines);

/// Bytes one reference timeline occupies (its share of the allocation).
size_t cbr_timeline_size(void);

/// One frame at `time`: every timeline sampled at `time − start`, all four tracks; returns the sum of
/// the values (nothing is stored: `KeyframeTimeline.value(time:)` returns a value).
double cbr_timelines_frame(const cbr_timeline *timelines, int count, double time);

/// One player frame at `time`: as `cbr_timelines_frame`, writing each timeline's values into its
/// presented value (what a `KeyframePlayer.update(at:)` does); returns the sum of the first values.
double cbr_players_frame(cbr_timeline *timelines, int count, double time);

/// `calls` closed-form underdamped spring samples (angular frequency `omega`, decay `lambda`, target
/// `target`, initial velocity `velocity`) at `times[i & mask]`, in `Spring.value`'s order of
/// operations, summed.
double cbr_spring_values(double omega, double lambda, double target, double velocity,
                         const double *times, size_t mask, int calls);

/// A cubic Bézier timing curve (CSS-style control points), with SwiftUI's 2⁻²⁰ rounding of the result.
typedef struct {
    double ax, bx, cx, ay, by, cy;
} cbr_bezier;

void cbr_bezier_init(cbr_bezier *curve, double p1x, double p1y, double p2x, double p2y);
double cbr_bezier_value(const cbr_bezier *curve, double x);
double cbr_bezier_velocity(const cbr_bezier *curve, double x);

/// `calls` samples of `curve` at `progress[i & mask]`, summed.
double cbr_bezier_values(const cbr_bezier *curve, const double *progress, size_t mask, int calls);

/// The work of `samples` frames of a timing-curve animation run from `from` to `to` lasting
/// `duration` seconds, sampled at `frame / 120` s with a fresh run every `framesPerRun` frames: the
/// value and the velocity from the curve (the target once finished). Returns the sum of both.
double cbr_timing_curve_run(const cbr_bezier *curve, double duration, double from, double to,
                            int samples, int framesPerRun);

/// The same for an interpolating (closed-form) spring with `settling` seconds until it ends: value and
/// time derivative of the underdamped formula.
double cbr_interpolating_spring_run(double omega, double lambda, double settling, double from, double to,
                                    int samples, int framesPerRun);

/// The same for SwiftUI's fluid spring (stiffness, damping) integrated in 1/300 s semi-implicit steps
/// from the run's start, the progress kept between frames, with the rest test: offset and velocity at
/// each frame.
double cbr_fluid_spring_run(double stiffness, double damping, double from, double to,
                            int samples, int framesPerRun);

#ifdef __cplusplus
}
#endif

#endif
