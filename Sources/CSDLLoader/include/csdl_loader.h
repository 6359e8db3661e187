// SDL2, loaded when the simulator window is asked for rather than linked: SDL pulls in X11 and
// Wayland client libraries, which a device image must not need. The types and constants are SDL's
// own headers (libsdl2-dev at build time); the functions are looked up with dlopen/dlsym.
#ifndef CSDL_LOADER_H
#define CSDL_LOADER_H

#include <SDL2/SDL.h>

typedef struct {
    int (*Init)(Uint32 flags);
    void (*Quit)(void);
    const char *(*GetError)(void);
    SDL_bool (*SetHint)(const char *name, const char *value);
    SDL_Window *(*CreateWindow)(const char *title, int x, int y, int w, int h, Uint32 flags);
    void (*DestroyWindow)(SDL_Window *window);
    void (*GetWindowSize)(SDL_Window *window, int *w, int *h);
    Uint32 (*GetWindowID)(SDL_Window *window);
    SDL_Renderer *(*CreateRenderer)(SDL_Window *window, int index, Uint32 flags);
    int (*GetRendererOutputSize)(SDL_Renderer *renderer, int *w, int *h);
    SDL_Texture *(*CreateTexture)(SDL_Renderer *renderer, Uint32 format, int access, int w, int h);
    int (*UpdateTexture)(SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch);
    int (*SetRenderDrawColor)(SDL_Renderer *renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a);
    int (*SetRenderDrawBlendMode)(SDL_Renderer *renderer, SDL_BlendMode mode);
    int (*RenderClear)(SDL_Renderer *renderer);
    int (*RenderCopyEx)(SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *source,
                        const SDL_Rect *destination, const double angle, const SDL_Point *center,
                        const SDL_RendererFlip flip);
    int (*RenderFillRect)(SDL_Renderer *renderer, const SDL_Rect *rect);
    void (*RenderPresent)(SDL_Renderer *renderer);
    int (*PollEvent)(SDL_Event *event);
} CSDLFunctions;

/// Loads libSDL2 and looks up the functions above. Returns NULL and sets `*error` (a static
/// string, or dlerror's) when the library or a function is missing.
const CSDLFunctions *csdl_load(const char **error);

#endif
