import CadenceRender

/// A plot of the gallery: written as `<section>/<file>.svg`, which the page shows, and as
/// `<section>/<file>.png` at the run's scale.
struct DemoPlot: Sendable {
    var file: String
    /// The label under the image.
    var label: String
    /// The image's alternative text.
    var alt: String
    var plot: Plot
}
