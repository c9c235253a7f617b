import Foundation
import HaloUI
import Testing

/// Core Graphics' `CGRect.applying(_:)` and `CGSize.applying(_:)` as public code writes them
/// (`rect.applying(.init(scaleX: s, y: s))`), against corners mapped by hand.
@Suite struct CGRectTransformTests {
    @Test func aRectangleMapsToTheBoxOfItsCorners() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        // Scaled by 2: every coordinate doubled.
        #expect(r.applying(.init(scaleX: 2, y: 2)) == CGRect(x: 20, y: 40, width: 60, height: 80))
        // Moved by (5, -5).
        #expect(r.applying(.init(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 30, height: 40))
        // Turned a quarter (x, y) -> (-y, x): corners x in -60...-20, y in 10...40.
        let turned = r.applying(CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        #expect(turned == CGRect(x: -60, y: 10, width: 40, height: 30))
        // A size takes the linear part only.
        #expect(CGSize(width: 3, height: 4).applying(.init(scaleX: 2, y: 3)) == CGSize(width: 6, height: 12))
    }
}
