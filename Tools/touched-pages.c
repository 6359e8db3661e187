// touched-pages.c — which pages of each mapped file a process really reads, as opposed to the
// pages the kernel's fault-around maps with them (64 KiB at a time), which is what RSS counts.
//
// Preloaded, it maps every page of every file mapping at start (MADV_POPULATE_READ), clears the
// accessed bits (/proc/self/clear_refs), and at exit writes each file mapping's Rss and
// Referenced (KiB) from /proc/self/smaps: Referenced is what the run touched. Without
// TOUCHED_POPULATE it only writes the figures of an ordinary run. Linux 5.14 or later.
//
//   gcc -shared -fPIC -O2 -o /tmp/touched-pages.so Tools/touched-pages.c
//   TOUCHED_OUT=/tmp/plain.txt LD_PRELOAD=/tmp/touched-pages.so .build-static/release/scanout-demo --size 1280x800 --screenshot /tmp/shots
//   TOUCHED_POPULATE=1 TOUCHED_OUT=/tmp/touched.txt LD_PRELOAD=/tmp/touched-pages.so .build-static/release/scanout-demo --size 1280x800 --screenshot /tmp/shots
//   grep scanout-demo /tmp/plain.txt /tmp/touched.txt   # per mapping: perms, file, rss, ref
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22
#endif

static void report(void) {
    FILE *smaps = fopen("/proc/self/smaps", "r");
    if (!smaps) return;
    const char *path = getenv("TOUCHED_OUT");
    FILE *out = path ? fopen(path, "a") : stderr;
    if (!out) out = stderr;
    char line[512];
    int inFile = 0;
    while (fgets(line, sizeof line, smaps)) {
        unsigned long start, end;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &start, &end, perms) == 3) {
            char *name = strchr(line, '/');
            inFile = name != NULL;
            if (inFile) {
                name[strcspn(name, "\n")] = 0;
                fprintf(out, "%s %s ", perms, name);
            }
            continue;
        }
        if (inFile && !strncmp(line, "Rss:", 4)) fprintf(out, "rss %ld ", atol(line + 4));
        if (inFile && !strncmp(line, "Referenced:", 11)) fprintf(out, "ref %ld\n", atol(line + 11));
    }
    fclose(smaps);
    if (out != stderr) fclose(out);
}

__attribute__((constructor)) static void populateAndClear(void) {
    if (!getenv("TOUCHED_POPULATE")) return;
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) return;
    char line[512];
    while (fgets(line, sizeof line, maps)) {
        unsigned long start, end;
        char perms[8];
        if (sscanf(line, "%lx-%lx %7s", &start, &end, perms) == 3 && strchr(line, '/') && perms[0] == 'r')
            madvise((void *)start, end - start, MADV_POPULATE_READ);
    }
    fclose(maps);
    int fd = open("/proc/self/clear_refs", O_WRONLY);
    if (fd >= 0) {
        if (write(fd, "1", 1) != 1) perror("touched-pages: clear_refs");
        close(fd);
    }
}

__attribute__((destructor)) static void atExit(void) { report(); }
