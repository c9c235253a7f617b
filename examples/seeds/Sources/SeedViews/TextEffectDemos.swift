import HaloUI

/// Seed 004's `FadingRenderer`.
public struct FadingRenderer: TextRenderer {
    /// Draws the text as the article's renderer does.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for (index, line) in layout.enumerated() {
            let alpha = max(1.0 - Double(index) * 0.3, 0.3)
            context.opacity = alpha
            context.draw(line)
        }
    }
}

/// Seed 004's `FadingView`.
public struct FadingView: View {
    /// The view.
    public init() {}

    /// The article's view.
    public var body: some View {
        Text("This is a sample text\nshowing how a renderer\ncan gradually fade out.")
            .font(.largeTitle)
            .fontWeight(.bold)
            .foregroundStyle(.red)
            .lineSpacing(15)
            .textRenderer(FadingRenderer())
            .padding()
    }
}

/// Edit: the centre adds the line's origin (the article's leaves it out).
/// Seed 004's `PulseRenderer`.
public struct PulseRenderer: TextRenderer, Animatable {
    var scale: Double

    /// What animates.
    public var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }

    /// Draws the text as the article's renderer does.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            var copy = context
            let bounds = line.typographicBounds
            let centerX = bounds.origin.x + bounds.width / 2
            let centerY = bounds.origin.y - (bounds.ascent - bounds.descent) / 2
            copy.translateBy(x: centerX, y: centerY)
            copy.scaleBy(x: scale, y: scale)
            copy.translateBy(x: -centerX, y: -centerY)
            copy.draw(line)
        }
    }
}

/// Edit: `@State` + `onAppear { withAnimation(...) { scale = 1.3 } }` is `@Animated`.
/// Seed 004's `PulseView`.
public struct PulseView: View {
    @Animated(to: 1.3, .easeInOut(duration: 1).repeatForever(autoreverses: true)) private var scale = 1.0

    /// The view.
    public init() {}

    /// The article's view.
    public var body: some View {
        Text("Pulsing animation!")
            .font(.largeTitle)
            .multilineTextAlignment(.center)
            .textRenderer(PulseRenderer(scale: scale))
            .padding()
    }
}

/// Seed 004's `BounceAttribute`.
public struct BounceAttribute: TextAttribute {
    /// The marker.
    public init() {}
}

/// Seed 004's `BounceRenderer`.
public struct BounceRenderer: TextRenderer {
    var offsetAmount: Double
    var shouldBlur: Bool = false

    /// What animates.
    public var animatableData: Double {
        get { offsetAmount }
        set { offsetAmount = newValue }
    }

    /// Draws the text as the article's renderer does.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (i, glyph) in run.enumerated() {
                    if run[BounceAttribute.self] != nil {
                        let direction = i.isMultiple(of: 2) ? 1.0 : -1.0
                        let yOffset = direction * offsetAmount

                        var copy = context
                        copy.translateBy(x: 0, y: yOffset)
                        if shouldBlur {
                            copy.addFilter(.blur(radius: offsetAmount / 3))
                        }
                        copy.draw(glyph)
                    } else {
                        context.draw(glyph)
                    }
                }
            }
        }
    }
}

/// Edits: `@Animated` for the offset; the "Add Blur" toggle is a property.
/// Seed 004's `BounceView`.
public struct BounceView: View {
    var blur = false
    @Animated(to: 10, .easeInOut(duration: 0.8).repeatForever(autoreverses: true)) private var offset = 0.0

    /// The view, its glyphs blurred as they move with `blur` (the article's toggle).
    public init(blur: Bool = false) { self.blur = blur }

    /// The article's view.
    public var body: some View {
        VStack {
            Text("This text is ***bouncing***!")
                .customAttribute(BounceAttribute())
                .font(.system(size: 60))
                .textRenderer(BounceRenderer(offsetAmount: offset, shouldBlur: blur))
                .multilineTextAlignment(.center)
        }
        .padding()
    }
}

/// Seed 004's `FloatingAttribute`.
public struct FloatingAttribute: TextAttribute {
    /// The marker.
    public init() {}
}

/// Seed 004's `FloatingRenderer`.
public struct FloatingRenderer: TextRenderer, Animatable {
    var offsetAmount: Double

    /// What animates.
    public var animatableData: Double {
        get { offsetAmount }
        set { offsetAmount = newValue }
    }

    /// Draws the text as the article's renderer does.
    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                if run[FloatingAttribute.self] != nil {
                    var copy = context
                    copy.translateBy(x: 0, y: offsetAmount)
                    copy.draw(run)
                } else {
                    context.draw(run)
                }
            }
        }
    }
}

/// Seed 004's `FloatingView`.
public struct FloatingView: View {
    @Animated(to: -10, .easeInOut(duration: 1).repeatForever(autoreverses: true)) private var offset = 0.0

    /// The view.
    public init() {}

    /// The article's view.
    public var body: some View {
        let special = Text("floating").customAttribute(FloatingAttribute())

        Text("This word is \(special) in the sentence.")
            .font(.title)
            .textRenderer(FloatingRenderer(offsetAmount: offset))
            .padding()
    }
}
