@testable import CadenceUI
import Testing
import CadenceStageTestSupport

/// Numbers in the text form of display lists: rounded to 6 decimals, no exponent, no negative zero.
@Suite struct DisplayNumberTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1e-7, "0"), (-1e-7, "0"), (2.5, "2.5"), (-1.5, "-1.5"), (100, "100"),
        (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"), (1e12, "1000000000000"), (0.000002, "0.000002"),
        (123.4567891, "123.456789"), (-0.0000004, "0"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
        (1e20, "100000000000000000000"), (-3e15, "-3000000000000000"),
    ] as [(Double, String)])
    func formatting(value: Double, text: String) {
        #expect(DisplayNumber(value).description == text)
    }

    @Test func affineTransformsAndRectanglesPrintTheSameWay() {
        #expect(AffineTransform2D(a: 1, b: -0.0, c: 0, d: 0.6, tx: 1e-9, ty: 50).description == "[1 0 0 0.6 0 50]")
        #expect(formatted(CGRect(x: -0.0, y: 0.1, width: 1.0 / 3, height: 2)) == "(0, 0.1, 0.333333, 2)")
    }
}
