import CEGL

/// Tries EGL display candidates in Halo's order until one gives an OpenGL ES 3 context.
///
/// Order: the device platform (NVIDIA devices with EGL_NV_device_cuda, then devices
/// with a DRM node, then Mesa's software device, then any others; the GPU that
/// CUDA_VISIBLE_DEVICES names first of all), GBM on /dev/dri/renderD128...191, then Mesa
/// surfaceless. `EGLOverrides` narrows it.
/// Every candidate tried becomes a `PlatformAttempt`. Runs on the GL thread: the
/// context it returns is current on the calling thread.
struct EGLDisplayChooser {
    /// The platforms and device the environment asks for.
    let overrides: EGLOverrides
    /// The candidates tried so far, in order.
    private(set) var attempts: [PlatformAttempt] = []
    /// The client extensions (eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS)).
    let clientExtensions: Set<String>

    /// A chooser for `overrides`; reads the client extensions.
    init(overrides: EGLOverrides) {
        self.overrides = overrides
        clientExtensions = EGL.extensions(nil)
    }

    /// The session of the first candidate that works, with its attempt marked used.
    /// - Throws: `NoEGLDisplayError` when none works; `EGLOverrideError` when
    ///   HALO_EGL_DEVICE is out of range.
    mutating func choose() throws -> (session: EGLSession, platform: EGLPlatform, device: String?) {
        for platform in overrides.platforms {
            let found: (EGLSession, String?)?
            switch platform {
            case .device: found = try tryDevices()
            case .gbm: found = tryGBM()
            case .surfaceless: found = trySurfaceless()
            }
            if let (session, device) = found {
                return (session, platform, device)
            }
        }
        throw NoEGLDisplayError(attempts: attempts)
    }

    // MARK: - Platforms

    /// Tries each EGL device in Halo's order, or only `overrides.deviceIndex`.
    private mutating func tryDevices() throws -> (EGLSession, String?)? {
        let needed = ["EGL_EXT_platform_base", "EGL_EXT_platform_device"]
        if let missing = missingClientExtension(needed) {
            fail(.device, nil, "client extension \(missing) missing")
            return nil
        }
        let devices: [EGLDeviceEXT]
        do {
            devices = try EGL.queryDevices()
        } catch {
            fail(.device, nil, "\(error)")
            return nil
        }
        if let index = overrides.deviceIndex, !devices.indices.contains(index) {
            throw EGLOverrideError(
                variable: EGLOverrides.deviceVariable, value: String(index),
                problem: "out of range; eglQueryDevicesEXT lists \(devices.count) device(s)"
                    + (devices.isEmpty ? "" : ", valid indices 0...\(devices.count - 1)"))
        }
        guard !devices.isEmpty else {
            fail(.device, nil, "eglQueryDevicesEXT lists no devices")
            return nil
        }
        var candidates = devices.enumerated().map { EGLDeviceInfo(index: $0.offset, device: $0.element) }
        var visible: Int? = nil
        if let index = overrides.deviceIndex {
            candidates = candidates.filter { $0.index == index }
        } else {
            visible = overrides.cudaVisible?.device(cudaNumbers: candidates.map(\.cudaDevice))
            let rank = { (d: EGLDeviceInfo) in (d.index == visible ? 0 : 1, d.kind, d.index) }
            candidates.sort { rank($0) < rank($1) }
        }
        for candidate in candidates {
            var label = candidate.label
            if candidate.index == visible, let v = overrides.cudaVisible {
                label += " for \(CUDAVisibleDevices.variable)=\(v.entries.joined(separator: ","))"
            }
            do {
                let display = try EGL.platformDisplay(EGL_PLATFORM_DEVICE_EXT, candidate.device)
                let session = try EGLSession.start(display: display, forcePbuffer: overrides.forcePbuffer)
                succeed(.device, label, session)
                return (session, label)
            } catch {
                fail(.device, label, "\(error)")
            }
        }
        return nil
    }

    /// Tries a GBM display on each render node that exists.
    private mutating func tryGBM() -> (EGLSession, String?)? {
        guard
            clientExtensions.contains("EGL_KHR_platform_gbm")
                || clientExtensions.contains("EGL_MESA_platform_gbm")
        else {
            fail(.gbm, nil, "client extension EGL_KHR_platform_gbm (or EGL_MESA_platform_gbm) missing")
            return nil
        }
        if let missing = missingClientExtension(["EGL_EXT_platform_base"]) {
            fail(.gbm, nil, "client extension \(missing) missing")
            return nil
        }
        let nodes = GBMDevice.renderNodes()
        guard !nodes.isEmpty else {
            fail(.gbm, nil, "no render node /dev/dri/renderD128...renderD191")
            return nil
        }
        for node in nodes {
            do {
                let gbm = try GBMDevice(path: node)
                let display = try EGL.platformDisplay(EGL_PLATFORM_GBM_KHR, UnsafeMutableRawPointer(gbm.handle))
                do {
                    var session = try EGLSession.start(display: display, forcePbuffer: overrides.forcePbuffer)
                    session.gbm = gbm
                    succeed(.gbm, node, session)
                    return (session, node)
                } catch {
                    // This display belongs to our own GBM device alone, so it can go.
                    EGL.terminate(display)
                    throw error
                }
            } catch {
                fail(.gbm, node, "\(error)")
            }
        }
        return nil
    }

    /// Tries Mesa's surfaceless display (EGL_DEFAULT_DISPLAY).
    private mutating func trySurfaceless() -> (EGLSession, String?)? {
        if let missing = missingClientExtension(["EGL_EXT_platform_base", "EGL_MESA_platform_surfaceless"]) {
            fail(.surfaceless, nil, "client extension \(missing) missing")
            return nil
        }
        do {
            let display = try EGL.platformDisplay(EGL_PLATFORM_SURFACELESS_MESA, nil)
            let session = try EGLSession.start(display: display, forcePbuffer: overrides.forcePbuffer)
            succeed(.surfaceless, nil, session)
            return (session, nil)
        } catch {
            fail(.surfaceless, nil, "\(error)")
            return nil
        }
    }

    // MARK: - Attempts

    /// The first of `names` the client extensions lack, or `nil`.
    private func missingClientExtension(_ names: [String]) -> String? {
        names.first { !clientExtensions.contains($0) }
    }

    /// Records a candidate that failed.
    private mutating func fail(_ platform: EGLPlatform, _ device: String?, _ reason: String) {
        attempts.append(PlatformAttempt(platform: platform.rawValue, device: device, used: false, reason: reason))
    }

    /// Records the candidate in use, with what it gave.
    private mutating func succeed(_ platform: EGLPlatform, _ device: String?, _ session: EGLSession) {
        let version = "\(session.requestedVersion.major).\(session.requestedVersion.minor)"
        var how = "EGL \(session.eglVersion.major).\(session.eglVersion.minor), OpenGL ES \(version) context"
        how += session.noConfig ? ", no config" : ", chosen config"
        how += session.surfaceless ? ", surfaceless" : ", 1x1 pbuffer"
        attempts.append(PlatformAttempt(platform: platform.rawValue, device: device, used: true, reason: how))
    }
}
