// Routes blocks that code in a test process sends to the main dispatch queue to the test host's
// virtual clock. Linked into ScanoutTesting only: a device never has it.
//
// The functions below define `dispatch_async` and `dispatch_after`, so the dynamic linker binds
// every caller in the process (Swift's `DispatchQueue.main.async`/`asyncAfter` among them) to them
// instead of libdispatch's. While capture is on, a block for the main queue is kept here; any
// other block, or any block while capture is off, goes on to libdispatch unchanged.
#ifndef SCANOUT_MAIN_QUEUE_CAPTURE_H
#define SCANOUT_MAIN_QUEUE_CAPTURE_H

#include <stdbool.h>
#include <stdint.h>

/// A block taken from the main queue, and how long after it was sent it was due (0 for
/// `dispatch_async`; INT64_MAX for a deadline of `DISPATCH_TIME_FOREVER`).
typedef struct scanout_captured_block {
    void *block;
    int64_t delay_nanoseconds;
} scanout_captured_block;

/// Turns capture on or off (the current application runs on a virtual clock, or not).
void scanout_main_queue_capture_set_enabled(bool enabled);

/// Takes the oldest captured block into `captured`; false when there is none. The caller owns
/// the block: it must run it or drop it with the functions below, exactly once.
bool scanout_main_queue_capture_take(scanout_captured_block *captured);

/// Runs a captured block, then releases it.
void scanout_captured_block_run(void *block);

/// Releases a captured block without running it.
void scanout_captured_block_drop(void *block);

#endif
