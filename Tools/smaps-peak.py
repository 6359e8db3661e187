#!/usr/bin/env python3
# Runs a command and reports where its resident memory was at its highest: /proc/PID/smaps is
# read every 5 ms, and the snapshot with the most resident memory is broken down (anonymous and
# file-backed, by mapping name, the biggest anonymous mappings), with the process's VmHWM.
#
#   Tools/smaps-peak.py .build-static/release/scanout-demo --size 1280x800 --screenshot /tmp/shots
#
# Sampling can miss a peak shorter than its interval; VmHWM (the last one read, printed too) is
# the kernel's own high-water mark. The command's last line of output is printed first.
# Standard library only (docs/PERFORMANCE.md, "Where the peak memory goes").
import subprocess, sys, time, collections
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
best, best_rss, hwm = None, 0, None
def parse(text):
    maps, cur = [], None
    for line in text.splitlines():
        parts = line.split()
        if not parts: continue
        if '-' in parts[0] and not parts[0].endswith(':'):
            cur = {'range': parts[0], 'perms': parts[1], 'name': parts[5] if len(parts) > 5 else '[anon]'}
            maps.append(cur)
        elif parts[0].endswith(':') and cur is not None and len(parts) >= 2 and parts[1].isdigit():
            cur[parts[0][:-1]] = int(parts[1])
    return maps
while proc.poll() is None:
    try:
        text = open(f'/proc/{proc.pid}/smaps').read()
        status = open(f'/proc/{proc.pid}/status').read()
    except Exception:
        break
    for l in status.splitlines():
        if l.startswith('VmHWM'): hwm = l
    maps = parse(text)
    rss = sum(m.get('Rss', 0) for m in maps)
    if rss > best_rss: best_rss, best = rss, maps
    time.sleep(0.005)
out = proc.stdout.read().decode(errors='replace')
if best is None:
    sys.exit('smaps-peak: the command ended before its memory could be read')
print(out.strip().splitlines()[-1] if out.strip() else '')
print('sampled peak RSS', best_rss, 'KiB;', hwm)
anon = sum(m.get('Anonymous', 0) for m in best)
# Proportional set size: a page counts once however many of the process's mappings share it, and
# a shared library's pages are split among the processes using them.
print('PSS at that moment', sum(m.get('Pss', 0) for m in best), 'KiB')
print('anonymous', anon, 'KiB; file-backed', best_rss - anon, 'KiB')
by = collections.Counter()
for m in best: by[m['name']] += m.get('Rss', 0)
for name, kb in by.most_common(12): print(f'  {kb:7d} KiB  {name}')
print('biggest anonymous mappings:')
for m in sorted(best, key=lambda m: -m.get('Anonymous', 0))[:8]:
    print(f"  {m.get('Anonymous',0):7d} KiB of {m.get('Size',0):7d} KiB  {m['range']} {m['perms']} {m['name']}")
# A file mapped more than once (a font opened by FreeType for drawing and by harfbuzz for each
# pango font map that shapes with it) counts once per mapping.
print('files mapped more than once:')
maps_of = collections.defaultdict(list)
for m in best:
    if m['name'].startswith('/'): maps_of[m['name']].append(m.get('Rss', 0))
for name, sizes in sorted(maps_of.items(), key=lambda item: -sum(item[1])):
    if len(sizes) > 1 and any(m['perms'].startswith('r--') for m in best if m['name'] == name) and not name.endswith('.so') and '.so.' not in name and 'scanout-demo' not in name:
        print(f"  {sum(sizes):7d} KiB in {len(sizes)} mappings ({', '.join(str(s) for s in sizes)})  {name}")
