// librime, loaded when the pinyin keyboard first composes rather than linked: an image without
// it still runs (and its Chinese keyboard types Latin letters, saying why). The types are
// librime's own header (librime-dev at build time); the one function looked up with dlsym is
// rime_get_api, whose table holds the rest.
#ifndef CRIME_LOADER_H
#define CRIME_LOADER_H

#include <rime_api.h>

/// Loads librime from `library` (such as "librime.so.1") and returns its function table.
/// Returns NULL and sets `*error` (dlerror's text, or what is missing) when it cannot.
RimeApi *crime_load(const char *library, const char **error);

/// The RIME_STRUCT_INIT macro for the structures Scanout passes (macros do not reach Swift).
void crime_init_traits(RimeTraits *traits);
void crime_init_context(RimeContext *context);
void crime_init_commit(RimeCommit *commit);
void crime_init_status(RimeStatus *status);

/// Finalizes librime (its sessions and modules) when the process exits, before the C++ library's
/// own static objects are destroyed: without it, `exit` after a session was used crashes inside
/// librime's teardown. Registered once; later calls do nothing.
void crime_finalize_at_exit(RimeApi *api);

/// Whether the loaded librime's table has the calls Scanout uses (1.5 and later do).
int crime_has_required_calls(const RimeApi *api);

#endif
