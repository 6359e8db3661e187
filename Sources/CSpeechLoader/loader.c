#define _GNU_SOURCE
#include "cspeech_loader.h"

#include <pthread.h>

#include <dlfcn.h>
#include <stdarg.h>
#include <stddef.h>

static CEspeakFunctions espeak;
static CALSAFunctions alsa;

#define LOOK_UP(table, field, symbol, name)                    \
    do {                                                        \
        *(void **)(&table.field) = dlsym(library, symbol);      \
        if (table.field == NULL) {                              \
            *error = name " lacks " symbol;                     \
            return NULL;                                        \
        }                                                       \
    } while (0)

// Every call opens `library` again (a reference count when it is loaded already), so a name that
// does not load fails even after another name did.
const CEspeakFunctions *cspeech_load_espeak(const char *library_name, const char **error) {
    void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = dlerror();
        return NULL;
    }
    LOOK_UP(espeak, Initialize, "espeak_Initialize", "libespeak-ng");
    LOOK_UP(espeak, SetSynthCallback, "espeak_SetSynthCallback", "libespeak-ng");
    LOOK_UP(espeak, Synth, "espeak_Synth", "libespeak-ng");
    LOOK_UP(espeak, SetParameter, "espeak_SetParameter", "libespeak-ng");
    LOOK_UP(espeak, SetVoiceByProperties, "espeak_SetVoiceByProperties", "libespeak-ng");
    LOOK_UP(espeak, SetVoiceByName, "espeak_SetVoiceByName", "libespeak-ng");
    LOOK_UP(espeak, GetCurrentVoice, "espeak_GetCurrentVoice", "libespeak-ng");
    LOOK_UP(espeak, Info, "espeak_Info", "libespeak-ng");
    return &espeak;
}

static void quiet_alsa_errors(const char *file, int line, const char *function, int err, const char *format, ...) {
    (void)file;
    (void)line;
    (void)function;
    (void)err;
    (void)format;
}

const CALSAFunctions *cspeech_load_alsa(const char *library_name, const char **error) {
    void *library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = dlerror();
        return NULL;
    }
    LOOK_UP(alsa, PCMOpen, "snd_pcm_open", "libasound");
    LOOK_UP(alsa, PCMSetParams, "snd_pcm_set_params", "libasound");
    LOOK_UP(alsa, PCMWriteInterleaved, "snd_pcm_writei", "libasound");
    LOOK_UP(alsa, PCMRecover, "snd_pcm_recover", "libasound");
    LOOK_UP(alsa, PCMDrop, "snd_pcm_drop", "libasound");
    LOOK_UP(alsa, PCMPrepare, "snd_pcm_prepare", "libasound");
    LOOK_UP(alsa, PCMClose, "snd_pcm_close", "libasound");
    LOOK_UP(alsa, StrError, "snd_strerror", "libasound");
    int (*set_error_handler)(snd_lib_error_handler_t) = NULL;
    *(void **)(&set_error_handler) = dlsym(library, "snd_lib_error_set_handler");
    if (set_error_handler != NULL) set_error_handler(quiet_alsa_errors);
    return &alsa;
}

void cspeech_name_this_thread(const char *name) { pthread_setname_np(pthread_self(), name); }
