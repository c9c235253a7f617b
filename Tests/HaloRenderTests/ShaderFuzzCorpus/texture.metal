#include <metal_stdlib>
using namespace metal;

constexpr sampler edge;

[[ stitchable ]] half4 texture(float2 position, half4 color, texture2d<half> image, float k) {
    constexpr sampler s(address::mirrored_repeat, filter::linear, coord::pixel);
    float2 size = float2(image.get_width(), image.get_height());
    half4 a = image.sample(s, position * k);
    half4 b = image.sample(edge, position / size);
    half4 c = image.read(uint2(position));
    return a * 0.5 + b * 0.25 + c * 0.25 + color * 0.0;
}
