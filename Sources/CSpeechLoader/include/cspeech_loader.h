// espeak-ng and ALSA, loaded when speech is first asked for rather than linked: a board image
// without them still runs (and says why it is silent). The types and constants are the
// libraries' own headers (libespeak-ng-dev and libasound2-dev at build time); the functions are
// looked up with dlopen/dlsym.
#ifndef CSPEECH_LOADER_H
#define CSPEECH_LOADER_H

#include <alsa/asoundlib.h>
#include <espeak-ng/speak_lib.h>

typedef struct {
    int (*Initialize)(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options);
    void (*SetSynthCallback)(t_espeak_callback *callback);
    espeak_ERROR (*Synth)(const void *text, size_t size, unsigned int position,
                          espeak_POSITION_TYPE position_type, unsigned int end_position,
                          unsigned int flags, unsigned int *unique_identifier, void *user_data);
    espeak_ERROR (*SetParameter)(espeak_PARAMETER parameter, int value, int relative);
    espeak_ERROR (*SetVoiceByProperties)(espeak_VOICE *voice_spec);
    espeak_ERROR (*SetVoiceByName)(const char *name);
    espeak_VOICE *(*GetCurrentVoice)(void);
    const char *(*Info)(const char **path_data);
} CEspeakFunctions;

typedef struct {
    int (*PCMOpen)(snd_pcm_t **pcm, const char *name, snd_pcm_stream_t stream, int mode);
    int (*PCMSetParams)(snd_pcm_t *pcm, snd_pcm_format_t format, snd_pcm_access_t access,
                        unsigned int channels, unsigned int rate, int soft_resample, unsigned int latency);
    snd_pcm_sframes_t (*PCMWriteInterleaved)(snd_pcm_t *pcm, const void *buffer, snd_pcm_uframes_t size);
    int (*PCMRecover)(snd_pcm_t *pcm, int err, int silent);
    int (*PCMDrop)(snd_pcm_t *pcm);
    int (*PCMPrepare)(snd_pcm_t *pcm);
    int (*PCMClose)(snd_pcm_t *pcm);
    const char *(*StrError)(int errnum);
} CALSAFunctions;

/// Loads espeak-ng from `library` (such as "libespeak-ng.so.1") and looks up the functions above.
/// Returns NULL and sets `*error` (dlerror's text, or which function is missing) when it cannot.
const CEspeakFunctions *cspeech_load_espeak(const char *library, const char **error);

/// Loads ALSA from `library` (such as "libasound.so.2"), as above. Also quiets ALSA's own error
/// printing to standard error: a failure is reported once, by the caller, in its own words.
const CALSAFunctions *cspeech_load_alsa(const char *library, const char **error);

/// Names the calling thread (up to 15 bytes), as `top -H` and debuggers show it.
void cspeech_name_this_thread(const char *name);

#endif
