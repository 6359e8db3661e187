#include "crime_loader.h"

#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/// The table `crime_finalize_at_exit` finalizes when the process exits.
static RimeApi *api_to_finalize;

static void finalize_rime(void) {
    if (api_to_finalize != NULL && RIME_API_AVAILABLE(api_to_finalize, finalize)) {
        api_to_finalize->finalize();
    }
    api_to_finalize = NULL;
}

void crime_finalize_at_exit(RimeApi *api) {
    if (api_to_finalize != NULL || api == NULL) return;
    api_to_finalize = api;
    atexit(finalize_rime);
}

RimeApi *crime_load(const char *library_name, const char **error) {
    void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = dlerror();
        return NULL;
    }
    RimeApi *(*get_api)(void) = NULL;
    *(void **)(&get_api) = dlsym(library, "rime_get_api");
    if (get_api == NULL) {
        *error = "librime lacks rime_get_api";
        return NULL;
    }
    RimeApi *api = get_api();
    if (api == NULL) {
        *error = "rime_get_api returned no table";
        return NULL;
    }
    return api;
}

void crime_init_traits(RimeTraits *traits) {
    memset(traits, 0, sizeof *traits);
    RIME_STRUCT_INIT(RimeTraits, *traits);
}

void crime_init_context(RimeContext *context) {
    memset(context, 0, sizeof *context);
    RIME_STRUCT_INIT(RimeContext, *context);
}

void crime_init_commit(RimeCommit *commit) {
    memset(commit, 0, sizeof *commit);
    RIME_STRUCT_INIT(RimeCommit, *commit);
}

void crime_init_status(RimeStatus *status) {
    memset(status, 0, sizeof *status);
    RIME_STRUCT_INIT(RimeStatus, *status);
}

int crime_has_required_calls(const RimeApi *api) {
    return RIME_API_AVAILABLE(api, setup) && RIME_API_AVAILABLE(api, initialize)
        && RIME_API_AVAILABLE(api, create_session) && RIME_API_AVAILABLE(api, destroy_session)
        && RIME_API_AVAILABLE(api, select_schema) && RIME_API_AVAILABLE(api, process_key)
        && RIME_API_AVAILABLE(api, clear_composition) && RIME_API_AVAILABLE(api, get_commit)
        && RIME_API_AVAILABLE(api, free_commit) && RIME_API_AVAILABLE(api, get_context)
        && RIME_API_AVAILABLE(api, free_context) && RIME_API_AVAILABLE(api, get_input)
        && RIME_API_AVAILABLE(api, select_candidate) && RIME_API_AVAILABLE(api, candidate_list_begin)
        && RIME_API_AVAILABLE(api, candidate_list_next) && RIME_API_AVAILABLE(api, candidate_list_end)
        && RIME_API_AVAILABLE(api, set_option);
}
