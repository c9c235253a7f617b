/// Where a column's views sit across it.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing

    /// 0, 0.5 or 1 of the free space.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Where a row's views sit across it.
public enum VerticalAlignment: Sendable {
    case top, center, bottom

    /// 0, 0.5 or 1 of the free space.
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
