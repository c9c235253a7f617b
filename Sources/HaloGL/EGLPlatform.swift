import Foundation

/// An EGL platform Halo can open a headless display on, in the order they are tried.
public enum EGLPlatform: String, CaseIterable, Codable, Sendable {
    /// EGL_EXT_platform_device: a display per device from eglQueryDevicesEXT.
    case device
    /// EGL_KHR_platform_gbm: a display on a GBM device over /dev/dri/renderD*.
    case gbm
    /// EGL_MESA_platform_surfaceless: Mesa's display with no native platform.
    case surfaceless

    /// The valid values of `HALO_EGL_PLATFORM`, comma-separated.
    static var validNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// What the environment asks for: which platforms to try and which device to use.
///
/// `HALO_EGL_PLATFORM=device|gbm|surfaceless` tries only that platform;
/// `HALO_EGL_DEVICE=<index>` picks one entry of eglQueryDevicesEXT's list and implies
/// the device platform. Without it, the GPU `CUDA_VISIBLE_DEVICES` names is tried first.
struct EGLOverrides: Equatable {
    /// The platforms to try, in order.
    var platforms: [EGLPlatform]
    /// An index into eglQueryDevicesEXT's list, or `nil` to try every device in Halo's order.
    var deviceIndex: Int?
    /// The GPUs `CUDA_VISIBLE_DEVICES` gives the process, whose first is tried first.
    var cudaVisible: CUDAVisibleDevices?
    /// Ignore EGL_KHR_no_config_context and EGL_KHR_surfaceless_context, to exercise the
    /// config + 1x1 pbuffer path; not read from the environment (tests set it).
    var forcePbuffer = false

    /// The environment variable that picks the platform.
    static let platformVariable = "HALO_EGL_PLATFORM"
    /// The environment variable that picks the device index.
    static let deviceVariable = "HALO_EGL_DEVICE"

    /// Reads the overrides from `environment`; empty values count as unset.
    /// - Throws: `EGLOverrideError` for an unknown platform, a bad index, or a conflict.
    init(environment: [String: String]) throws {
        platforms = EGLPlatform.allCases
        deviceIndex = nil
        cudaVisible = CUDAVisibleDevices(environment[CUDAVisibleDevices.variable])
        if let raw = Self.value(Self.platformVariable, in: environment) {
            guard let platform = EGLPlatform(rawValue: raw.lowercased()) else {
                throw EGLOverrideError(
                    variable: Self.platformVariable, value: raw,
                    problem: "unknown platform; valid values: \(EGLPlatform.validNames)")
            }
            platforms = [platform]
        }
        if let raw = Self.value(Self.deviceVariable, in: environment) {
            guard let index = Int(raw), index >= 0 else {
                throw EGLOverrideError(
                    variable: Self.deviceVariable, value: raw,
                    problem: "not a device index; expected an integer >= 0")
            }
            if platforms.count == 1, platforms[0] != .device {
                throw EGLOverrideError(
                    variable: Self.deviceVariable, value: raw,
                    problem: "selects an EGL device, but \(Self.platformVariable)=\(platforms[0].rawValue)")
            }
            platforms = [.device]
            deviceIndex = index
        }
    }

    /// The trimmed value of `name`, or `nil` when unset or empty.
    private static func value(_ name: String, in environment: [String: String]) -> String? {
        guard let raw = environment[name]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            return nil
        }
        return raw
    }
}

/// A `HALO_EGL_PLATFORM` or `HALO_EGL_DEVICE` value Halo cannot use.
public struct EGLOverrideError: Error, CustomStringConvertible, Sendable {
    /// The environment variable, such as `HALO_EGL_PLATFORM`.
    public let variable: String
    /// The value it was set to.
    public let value: String
    /// What is wrong with it, and what would be valid.
    public let problem: String

    /// "VARIABLE=value: problem".
    public var description: String {
        "\(variable)=\(value): \(problem)"
    }
}
