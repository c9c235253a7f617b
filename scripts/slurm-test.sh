#!/usr/bin/env bash
# Renders through a real single-node Slurm cluster with docs/distributed.md's own job-array
# scripts, and checks what a user of them relies on:
#   - the PNG-sequence array (4 tasks) gives frames byte-identical to a single render;
#   - a task stopped by scancel leaves no temporary file and says so in its log, and
#     `sbatch --array=K` of the same script (--resume) completes it, frames identical again;
#   - the mp4-shard array, one task cancelled and rerun, joins with `halo concat` (which
#     first refuses the incomplete set, naming the missing shard) into a video whose frame
#     count ffprobe confirms;
#   - the row-sharded batch array renders every row once (ffprobe checks each video), a bad row
#     fails its own task alone with its reason in that task's report, and a rerun of the task with
#     --resume skips the rows it finished.
# Installs slurm-wlm and munge from Debian where missing; starts munged, slurmctld and slurmd
# as this user in a temporary directory (no cgroups, no systemd, loopback ports only) and
# stops them by PID on exit. Skips, saying why, only when the cluster cannot start here.
#
# Usage: scripts/slurm-test.sh HALO_BINARY
set -euo pipefail
halo=$(readlink -f "${1:?usage: scripts/slurm-test.sh HALO_BINARY}")
root=$(cd "$(dirname "$0")/.." && pwd)
doc="$root/docs/distributed.md"

# Small stand-ins for the docs' sizes: what a user adapts, and nothing else.
size=320x180 fps=30 duration=40 tasks=4

say() { echo "slurm-test: $*"; }
fail() { echo "slurm-test: FAILED: $*" >&2; keep=1; exit 1; }

for p in slurm-wlm munge; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    say "installing slurm-wlm and munge"
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends slurm-wlm munge
    break
  fi
done

work=$(mktemp -d /tmp/halo-slurm.XXXXXX)
chmod 755 "$work"
pids=()
keep=0
stop_daemons() {
  for f in "$work"/slurmd.pid "$work"/slurmctld.pid "$work"/munged.pid; do
    [ -s "$f" ] && kill "$(cat "$f")" 2>/dev/null || true
  done
  sleep 1
  for f in "$work"/slurmd.pid "$work"/slurmctld.pid "$work"/munged.pid; do
    [ -s "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true
  done
  if [ "$keep" = 1 ] || [ -n "${HALO_SLURM_KEEP:-}" ]; then say "kept $work"; else rm -rf "$work"; fi
}
trap stop_daemons EXIT
skip() { echo "slurm-test: SKIPPED: $* (logs: $work)"; keep=1; exit 0; }

# Two free loopback ports for the daemons.
free_port() {
  local p
  for _ in $(seq 50); do
    p=$((20000 + RANDOM % 20000))
    ss -Hltn "sport = :$p" 2>/dev/null | grep -q . || { echo "$p"; return; }
  done
  fail "no free port"
}
ctld_port=$(free_port) slurmd_port=$(free_port)
[ "$ctld_port" != "$slurmd_port" ] || slurmd_port=$((ctld_port + 1))

# munge: a key of our own and a daemon on our own socket.
mungekey -c -k "$work/munge.key" >/dev/null 2>&1 || skip "mungekey cannot make a key"
munged --force --key-file="$work/munge.key" --socket="$work/munge.sock" --pid-file="$work/munged.pid" \
  --log-file="$work/munged.log" --seed-file="$work/munged.seed" || skip "munged does not start"

# Four GPUs for the gres (character devices like /dev/null: the tasks get CUDA_VISIBLE_DEVICES
# as on a GPU node, and Halo, finding no CUDA device, uses what EGL has).
mkdir -p "$work/state" "$work/spool" "$work/dev"
for i in 0 1 2 3; do mknod "$work/dev/gpu$i" c 1 3 2>/dev/null || skip "mknod is not allowed"; done
host=$(hostname -s)
cat > "$work/slurm.conf" <<EOF
ClusterName=halo-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
AuthInfo=socket=$work/munge.sock
CredType=cred/munge
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
MpiDefault=none
ReturnToService=2
KillWait=10
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
GresTypes=gpu
NodeName=halo-node NodeHostname=$host NodeAddr=127.0.0.1 CPUs=32 RealMemory=8000 Gres=gpu:4 State=UNKNOWN
PartitionName=halo Nodes=halo-node Default=YES MaxTime=INFINITE State=UP
EOF
echo "NodeName=halo-node Name=gpu File=$work/dev/gpu[0-3]" > "$work/gres.conf"
export SLURM_CONF="$work/slurm.conf"
slurmctld -f "$SLURM_CONF" || skip "slurmctld does not start (see $work/slurmctld.log)"
slurmd -f "$SLURM_CONF" -N halo-node || skip "slurmd does not start (see $work/slurmd.log)"
for _ in $(seq 60); do
  sinfo -h -o %T 2>/dev/null | grep -q '^idle' && break
  sleep 0.5
done
sinfo -h -o %T 2>/dev/null | grep -q '^idle' || skip "the node did not come up: $(sinfo -h -o '%T %E' 2>&1)"
say "cluster up: slurmctld :$ctld_port, slurmd :$slurmd_port, $(sinfo -h -o '%D node, %G')"

# The docs' two scripts, adapted as the docs say (array size, shards, sizes, storage).
extract() {  # extract JOB_NAME OUTPUT_FILE: the doc's bash block whose job name is JOB_NAME
  awk -v name="$1" '
    /^```bash/ { block = ""; inside = 1; next }
    /^```/ { if (inside && index(block, "#SBATCH --job-name=" name "\n") && !found) { printf "%s", block; found = 1 }
             inside = 0; next }
    inside { block = block $0 "\n" }
    END { exit !found }' "$doc" > "$2" || fail "docs/distributed.md has no script with --job-name=$1"
}
script() {  # script JOB_NAME OUTPUT_FILE: the doc's render script JOB_NAME, adapted
  extract "$1" "$2"
  local before; before=$(cat "$2")
  sed -i -e "s|--array=0-15|--array=0-$((tasks - 1))|" -e "s|--shards 16|--shards $tasks|" \
    -e "s|--size 1920x1080|--size $size|" -e "s|--fps 60|--fps $fps|" -e "s|--duration 600|--duration $duration|" \
    -e "s|/shared/|$work/shared/|g" "$2"
  for want in "--array=0-$((tasks - 1))" "--shards $tasks" "--size $size" "--fps $fps" "--duration $duration" \
              "$work/shared/" "#SBATCH --gres=gpu:1" "#SBATCH --output=logs/"; do
    grep -q -- "$want" "$2" || fail "docs/distributed.md's $1 script changed: no '$want' after adapting it:
$before"
  done
  chmod +x "$2"
}
cd "$work"
mkdir -p logs shared/frames shared/video
script halo-glow glow-frames.sh
script halo-glow-mp4 glow-mp4.sh
# The batch script: its array and shards, and the storage path.
extract halo-batch batch.sh
before=$(cat batch.sh)
sed -i -e "s|--array=0-15|--array=0-$((tasks - 1))|" -e "s|--shards 16|--shards $tasks|" \
  -e "s|/shared/|$work/shared/|g" batch.sh
for want in "--array=0-$((tasks - 1))" "--shards $tasks" "cd $work/shared/cards" "--resume"; do
  grep -q -- "$want" batch.sh || fail "docs/distributed.md's halo-batch script changed: no '$want' after adapting it:
$before"
done
chmod +x batch.sh
mkdir -p bin && ln -s "$halo" bin/halo
export PATH="$work/bin:$PATH"   # halo on the tasks' PATH (sbatch passes the environment on)

frames=$((fps * duration))
task_frames() { echo $(( ($1 + 1) * frames / tasks - $1 * frames / tasks )); }

submit() { sbatch --parsable "$@" | cut -d';' -f1; }
wait_job() {  # wait_job JOBID: until none of its tasks is queued or running
  for _ in $(seq 600); do
    [ -z "$(squeue -h -j "$1" 2>/dev/null)" ] && return
    sleep 0.5
  done
  tail -n 20 logs/* >&2
  fail "job $1 still queued or running after 300 s"
}
state() { scontrol show job "$1" | grep -o 'JobState=[A-Z_]*' | cut -d= -f2; }
task_pids() {  # task_pids JOBID K: the halo processes of array task JOBID_K (this node is the whole cluster)
  local p env
  for p in $(pgrep -x halo); do
    env=$(tr '\0' '\n' < "/proc/$p/environ" 2>/dev/null) || continue
    grep -qx "SLURM_ARRAY_JOB_ID=$1" <<< "$env" && grep -qx "SLURM_ARRAY_TASK_ID=$2" <<< "$env" && echo "$p"
  done
  return 0
}
cancel_when() {  # cancel_when JOBID K CONDITION: scancel task JOBID_K once the shell condition holds
  # scancel reaches the task through slurmctld, slurmd and slurmstepd, which on a loaded machine can take
  # longer than a small test task has left. So the task's halo is first stopped where it stands (SIGSTOP,
  # straight from here), checked to be still short of done, and only then cancelled: Slurm sends a job
  # it terminates SIGCONT and SIGTERM, so halo wakes to the SIGTERM and stops as a user's task would.
  local pids
  for _ in $(seq 600); do
    if eval "$3"; then
      pids=$(task_pids "$1" "$2")
      [ -n "$pids" ] || fail "task $1_$2 finished before it could be cancelled"
      # shellcheck disable=SC2086
      kill -STOP $pids
      eval "$3" || fail "task $1_$2 got past the point to cancel it before it was stopped"
      scancel "$1_$2"
      return
    fi
    [ "$(state "$1_$2")" = COMPLETED ] && fail "task $1_$2 finished before it could be cancelled"
    sleep 0.05
  done
  fail "task $1_$2 never reached the point to cancel it"
}
check_tasks() {  # check_tasks JOBID CANCELLED_TASK
  for k in $(seq 0 $((tasks - 1))); do
    local want=COMPLETED
    [ "$k" = "$2" ] && want=CANCELLED
    [ "$(state "$1_$k")" = "$want" ] || fail "task $1_$k: $(state "$1_$k"), expected $want ($(cat logs/*_"$k".log))"
  done
}
no_temp_files() {
  local left; left=$(find shared -name '.*.tmp')
  [ -z "$left" ] || fail "$1: temporary files left: $left"
}

# 1. The PNG sequence, one task cancelled mid-render, then rerun alone with --resume.
"$halo" render --effect intelligence-glow --size "$size" --fps "$fps" --duration "$duration" \
  -o "$work/reference" 2>/dev/null
job=$(submit glow-frames.sh)
say "frames: job array $job, $tasks tasks of $frames frames at $size"
victim=1
first=$((victim * frames / tasks))
cancel_when "$job" "$victim" "[ -e shared/frames/glow/$(printf 'frame_%05d.png' "$first") ]"
wait_job "$job"
check_tasks "$job" "$victim"
log=$(ls logs/halo-"${job}"_"$victim".log)
grep -q "halo: shard $victim of $tasks: frames" "$log" ||
  fail "task $victim's log does not name its shard: $(cat "$log")"
grep -q "interrupted after" "$log" || fail "task $victim's log does not say it stopped: $(cat "$log")"
no_temp_files "after scancel"
have=$(ls shared/frames/glow | wc -l)
[ "$have" -lt "$frames" ] || fail "the cancelled task finished all its frames anyway"
say "frames: task $victim cancelled ($have of $frames frames present); rerunning it with sbatch --array=$victim"
rerun=$(submit --array="$victim" glow-frames.sh)
wait_job "$rerun"
[ "$(state "${rerun}_$victim")" = COMPLETED ] || fail "rerun of task $victim: $(state "${rerun}_$victim")"
grep -Eq "frames \([1-9][0-9]* skipped\)" logs/halo-"${rerun}"_"$victim".log ||
  fail "the rerun kept none of the cancelled task's frames (--resume): $(cat logs/halo-"${rerun}"_"$victim".log)"
diff -r "$work/reference" shared/frames/glow >/dev/null ||
  fail "frames differ from a single render: $(diff -rq "$work/reference" shared/frames/glow | head -3)"
no_temp_files "after the rerun"
say "frames: $frames frames byte-identical to a single render; no temporary files"

# 2. The mp4 shards, one task cancelled while it encodes, concat refusing, rerun, join.
job=$(submit glow-mp4.sh)
say "video: job array $job"
victim=2
shard="glow.shard-$victim-of-$tasks.mp4"
cancel_when "$job" "$victim" "[ -n \"\$(find shared/video -name '.$shard.*.tmp')\" ]"
wait_job "$job"
check_tasks "$job" "$victim"
grep -q "interrupted after" logs/halo-"${job}"_"$victim".log ||
  fail "video task $victim's log does not say it stopped: $(cat logs/halo-"${job}"_"$victim".log)"
no_temp_files "after scancel of a video shard"
[ ! -e "shared/video/$shard" ] || fail "the cancelled shard left an output"
if "$halo" concat shared/video/glow.shard-*.mp4 -o shared/video/glow.mp4 2> concat.err; then
  fail "halo concat joined an incomplete set"
fi
grep -q "shard $victim of $tasks missing" concat.err || fail "concat did not name the missing shard: $(cat concat.err)"
rerun=$(submit --array="$victim" glow-mp4.sh)
wait_job "$rerun"
[ "$(state "${rerun}_$victim")" = COMPLETED ] || fail "rerun of video task $victim: $(state "${rerun}_$victim")"
"$halo" concat shared/video/glow.shard-*.mp4 -o shared/video/glow.mp4
count=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 \
  shared/video/glow.mp4)
[ "$count" = "$frames" ] || fail "the joined video has $count frames, expected $frames"
no_temp_files "after the join"
say "video: $tasks shards joined, $count frames (ffprobe); no temporary files"

# 3. A batch sharded by rows: every row rendered by one task, once; a bad row fails its own task
# alone, reported with its reason; a rerun of that task with --resume renders nothing twice.
mkdir -p shared/cards
cp "$root/examples/batch/card.json" shared/cards/
"$halo" render --effect rotating-border --size 240x240 --time 0.5 -o shared/cards/photo.png 2>/dev/null
rows=10 bad=6
for i in $(seq "$rows"); do
  if [ "$i" = "$bad" ]; then echo "{\"id\": \"r$i\", \"photo\": \"photo.png\", \"accent\": \"no-colour\"}"
  else echo "{\"id\": \"r$i\", \"title\": \"Item $i\", \"photo\": \"photo.png\", \"seconds\": 0.5}"; fi
done > shared/cards/rows.jsonl
job=$(submit batch.sh)
say "batch: job array $job, $rows rows in $tasks tasks"
wait_job "$job"
bad_task=$(( (bad - 1) % tasks ))
for k in $(seq 0 $((tasks - 1))); do
  want=COMPLETED
  [ "$k" = "$bad_task" ] && want=FAILED
  [ "$(state "${job}_$k")" = "$want" ] || fail "batch task ${job}_$k: $(state "${job}_$k"), expected $want"
done
reports() { cat shared/cards/batch-report.shard-*-of-$tasks.jsonl; }
for i in $(seq "$rows"); do
  lines=$(reports | grep -c "\"row\":$i,") || true
  [ "$lines" = 1 ] || fail "batch: row $i is in the reports $lines times: $(reports)"
  if [ "$i" = "$bad" ]; then
    reports | grep "\"row\":$i," | grep -q "prop 'accent' in row $i expects a colour" ||
      fail "batch: the bad row's report line does not say why: $(reports | grep "\"row\":$i,")"
  else
    d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "shared/cards/video/r$i.mp4")
    [ "$d" = "0.500000" ] || fail "batch: row $i's video lasts $d s, expected 0.5"
  fi
done
no_temp_files "after the batch"
rerun=$(submit --array="$bad_task" batch.sh)
wait_job "$rerun"
skipped=$(grep -c '"status":"skipped"' "shared/cards/batch-report.shard-$bad_task-of-$tasks.jsonl") || true
[ "$skipped" -ge 1 ] || fail "batch: the rerun of task $bad_task skipped no finished row (--resume)"
ls shared/cards/video/*.mp4 | wc -l | grep -qx "$((rows - 1))" || fail "batch: $(ls shared/cards/video) after the rerun"
say "batch: $((rows - 1)) rows rendered once each (ffprobe), row $bad failed in task $bad_task alone; its rerun skipped $skipped"
echo "slurm-test: 3 passed, 0 failed"
