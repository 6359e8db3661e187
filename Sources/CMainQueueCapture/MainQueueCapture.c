// See MainQueueCapture.h. Thread-safe: blocks may be sent from any thread (a network reply
// finishing on a background queue); they are taken on the main thread.
#define _GNU_SOURCE
#include "MainQueueCapture.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>

// libdispatch's declarations, spelled out: its headers are not on a C target's include path.
// A block is passed as an opaque pointer; the blocks runtime copies, invokes and releases it.
typedef void *dispatch_queue_t;
typedef void *dispatch_block_t;
typedef uint64_t dispatch_time_t;
#define SCANOUT_DISPATCH_TIME_NOW 0ull
#define SCANOUT_DISPATCH_TIME_FOREVER (~0ull)
extern dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
/// The main queue is this object in libdispatch (what `dispatch_get_main_queue()` returns).
extern char _dispatch_main_q;
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

/// The start of every block literal (the blocks ABI): `invoke` takes the block itself.
struct scanout_block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *block);
};

static pthread_mutex_t capture_lock = PTHREAD_MUTEX_INITIALIZER;
static bool capture_enabled;
static scanout_captured_block *captured_blocks;
static size_t captured_head, captured_count, captured_capacity;

void scanout_main_queue_capture_set_enabled(bool enabled) {
    pthread_mutex_lock(&capture_lock);
    capture_enabled = enabled;
    pthread_mutex_unlock(&capture_lock);
}

/// Keeps `block` when it is for the main queue and capture is on; false to let it through.
static bool capture(dispatch_queue_t queue, const void *block, int64_t delay_nanoseconds) {
    if ((const void *)queue != (const void *)&_dispatch_main_q || block == NULL) return false;
    pthread_mutex_lock(&capture_lock);
    if (!capture_enabled) {
        pthread_mutex_unlock(&capture_lock);
        return false;
    }
    if (captured_count == captured_capacity) {
        size_t capacity = captured_capacity ? captured_capacity * 2 : 16;
        scanout_captured_block *grown = realloc(captured_blocks, capacity * sizeof *grown);
        if (grown == NULL) {
            // Out of memory: let libdispatch have it rather than lose it.
            pthread_mutex_unlock(&capture_lock);
            return false;
        }
        captured_blocks = grown;
        captured_capacity = capacity;
    }
    captured_blocks[captured_count++] = (scanout_captured_block){_Block_copy(block), delay_nanoseconds};
    pthread_mutex_unlock(&capture_lock);
    return true;
}

bool scanout_main_queue_capture_take(scanout_captured_block *captured) {
    pthread_mutex_lock(&capture_lock);
    bool found = captured_head < captured_count;
    if (found) {
        *captured = captured_blocks[captured_head++];
        if (captured_head == captured_count) captured_head = captured_count = 0;
    }
    pthread_mutex_unlock(&capture_lock);
    return found;
}

void scanout_captured_block_run(void *block) {
    ((struct scanout_block_layout *)block)->invoke(block);
    _Block_release(block);
}

void scanout_captured_block_drop(void *block) {
    _Block_release(block);
}

void dispatch_async(dispatch_queue_t queue, dispatch_block_t block) {
    static void (*libdispatch_async)(dispatch_queue_t, dispatch_block_t);
    if (capture(queue, block, 0)) return;
    if (libdispatch_async == NULL) libdispatch_async = dlsym(RTLD_NEXT, "dispatch_async");
    libdispatch_async(queue, block);
}

void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block) {
    static void (*libdispatch_after)(dispatch_time_t, dispatch_queue_t, dispatch_block_t);
    int64_t delay;
    if (when == SCANOUT_DISPATCH_TIME_FOREVER) {
        delay = INT64_MAX;
    } else if ((int64_t)when < 0) {
        // A wall-clock deadline (`DispatchWallTime`): due now in virtual time.
        delay = 0;
    } else {
        int64_t remaining = (int64_t)(when - dispatch_time(SCANOUT_DISPATCH_TIME_NOW, 0));
        delay = remaining > 0 ? remaining : 0;
    }
    if (capture(queue, block, delay)) return;
    if (libdispatch_after == NULL) libdispatch_after = dlsym(RTLD_NEXT, "dispatch_after");
    libdispatch_after(when, queue, block);
}
