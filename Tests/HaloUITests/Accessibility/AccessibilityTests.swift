import HaloUI
import Testing

/// The accessibility modifiers compile as public code writes them and change nothing a frame
/// shows; `AccessibilityTraits` is a set.
struct AccessibilityTests {
    /// A card as app code annotates it.
    struct Card: View {
        let annotated: Bool
        let name = "Jane"

        var body: some View {
            let circle = Circle().fill(.blue).frame(width: 40, height: 40)
            let rect = Rectangle().fill(.red).frame(width: 60, height: 20)
            if annotated {
                HStack {
                    circle
                        .accessibilityLabel("Avatar")
                        .accessibilityHidden(true)
                        .accessibilityAddTraits(.isImage)
                    rect
                        .accessibilityLabel(Text("Name"))
                        .accessibilityValue(name)
                        .accessibilityHint("Opens the profile")
                        .accessibilityIdentifier("name")
                        .accessibilityAddTraits([.isButton, .isSelected])
                        .accessibilityRemoveTraits(.isStaticText)
                        .accessibilitySortPriority(2)
                        .accessibilityAction { print("tap") }
                        .accessibilityAction(named: "Delete") {}
                        .accessibilityAdjustableAction { _ in }
                        .accessibilityHeading(.h2)
                        .accessibilityInputLabels(["Name", "Title"])
                        .accessibility(label: Text("Old"))
                }
                .accessibilityElement(children: .combine)
                .accessibilityRepresentation { Text("Card") }
            } else {
                HStack {
                    circle
                    rect
                }
            }
        }
    }

    @Test func accessibilityModifiersDrawNothing() throws {
        let plain = try ViewScene.scene(of: Card(annotated: false), width: 200, height: 100)
        let annotated = try ViewScene.scene(of: Card(annotated: true), width: 200, height: 100)
        #expect(annotated == plain)
        // And the comparison sees a difference where there is one.
        let other = try ViewScene.scene(of: Card(annotated: false).offset(x: 1), width: 200, height: 100)
        #expect(other != plain)
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton) && traits.contains(.isHeader) && !traits.contains(.isLink))
        traits.insert(.isLink)
        traits.remove(.isButton)
        #expect(traits == [.isHeader, .isLink])
        #expect(traits.union(.isModal).contains(.isModal))
        #expect(traits.intersection(.isLink) == .isLink)
        #expect(AccessibilityTraits().isEmpty)
    }
}
