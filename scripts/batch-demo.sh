#!/usr/bin/env bash
# The batch demo (docs/batch.md): 50 product cards from examples/batch/card.json, each row with its
# own title, price, photo, accent colour and length (4 to 6 s by the title's length), over a music bed.
# ffmpeg makes the photos and the music; `halo batch` renders every row in one process.
# Writes OUT/rows.csv, OUT/photos/, OUT/music.m4a, OUT/cards/<id>.mp4, OUT/batch-report.jsonl and
# OUT/timings.txt.
# Usage: scripts/batch-demo.sh [HALO_BINARY] [OUT_DIR]   (ROWS=50 FPS=30 to change the size)
set -euo pipefail
cd "$(dirname "$0")/.."
halo=$(realpath "${1:-.build/release/halo}")
out=${2:-out/batch}
rows=${ROWS:-50}
fps=${FPS:-30}
command -v ffmpeg >/dev/null || { echo "batch-demo: needs ffmpeg (apt-get install ffmpeg)" >&2; exit 1; }
mkdir -p "$out/photos"
out=$(realpath "$out")

# The music bed: an A minor chord with a slow swell, 7 s (longer than any row), AAC.
ffmpeg -v error -y -f lavfi -i "aevalsrc='(0.12*sin(2*PI*220*t)+0.1*sin(2*PI*261.63*t)+0.1*sin(2*PI*329.63*t)\
+0.05*sin(2*PI*440*t))*(0.75+0.25*sin(2*PI*0.5*t))':s=48000:d=7" -c:a aac -b:a 128k "$out/music.m4a"

# The rows: made-up products; a title's length sets the card's seconds (4 to 6).
python3 - "$rows" "$out" <<'PY'
import csv, sys
n, out = int(sys.argv[1]), sys.argv[2]
adjectives = ["Desk", "Floor", "Travel", "Studio", "Garden", "Pocket", "Kitchen", "Wireless", "Folding", "Ceramic"]
nouns = ["lamp", "speaker", "kettle", "chair", "clock", "backpack", "planter", "mug", "headphones", "notebook stand"]
accents = ["#007aff", "#34c759", "#ff9500", "#ff2d55", "#af52de", "#5856d6", "#ff3b30", "#30b0c7"]
with open(f"{out}/rows.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["id", "title", "price", "photo", "accent", "seconds", "music"])
    for i in range(n):
        title = f"{adjectives[i % 10]} {nouns[(i * 3 + i // 10) % 10]}"
        seconds = round(min(6.0, max(4.0, 4 + 2 * (len(title) - 9) / 14)), 1)
        price = f"${19 + (i * 37) % 180}"
        w.writerow([f"card-{i + 1:02d}", title, price, f"photos/{i + 1:02d}.jpg", accents[i % len(accents)],
                    seconds, "music.m4a"])
PY

# The photos: a soft gradient of its own for each row.
for n in $(seq 1 "$rows"); do
  i=$(printf %02d "$n")
  [ -f "$out/photos/$i.jpg" ] || ffmpeg -v error -y -f lavfi -i "gradients=s=496x496:n=3:seed=$((n * 7919))" \
    -frames:v 1 -q:v 3 "$out/photos/$i.jpg"
done

start=$(date +%s.%N)
status=0
"$halo" batch examples/batch/card.json --rows "$out/rows.csv" -o "$out/cards/{id}.mp4" --fps "$fps" \
  --report "$out/batch-report.jsonl" --overwrite || status=$?
end=$(date +%s.%N)
python3 - "$out" "$start" "$end" "$fps" <<'PY' | tee "$out/timings.txt"
import json, sys
out, start, end, fps = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
lines = [json.loads(l) for l in open(f"{out}/batch-report.jsonl")]
ok = [l for l in lines if l["status"] == "ok"]
frames = sum(l.get("frames", 0) for l in ok)
wall = end - start
print(f"batch-demo: {len(ok)} of {len(lines)} rows rendered, {frames} frames at {fps:g} fps "
      f"({frames / fps:.1f} s of video) in {wall:.1f} s: {frames / wall:.1f} frames/s, {wall / max(len(ok), 1):.2f} s a row")
for l in lines:
    if l["status"] != "ok":
        print(f"  row {l['row']} {l['status']}: {l.get('error', '')}")
print(f"cards in {out}/cards/, report {out}/batch-report.jsonl")
PY
exit $status
