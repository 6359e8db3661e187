#include "csdl_loader.h"

#include <dlfcn.h>
#include <stddef.h>

static CSDLFunctions functions;
static int loaded;

#define LOOK_UP(field, symbol)                                  \
    do {                                                        \
        *(void **)(&functions.field) = dlsym(library, symbol);  \
        if (functions.field == NULL) {                          \
            *error = "libSDL2 lacks " symbol;                   \
            return NULL;                                        \
        }                                                       \
    } while (0)

const CSDLFunctions *csdl_load(const char **error) {
    if (loaded) return &functions;
    void *library = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        *error = dlerror();
        return NULL;
    }
    LOOK_UP(Init, "SDL_Init");
    LOOK_UP(Quit, "SDL_Quit");
    LOOK_UP(GetError, "SDL_GetError");
    LOOK_UP(SetHint, "SDL_SetHint");
    LOOK_UP(CreateWindow, "SDL_CreateWindow");
    LOOK_UP(DestroyWindow, "SDL_DestroyWindow");
    LOOK_UP(GetWindowSize, "SDL_GetWindowSize");
    LOOK_UP(GetWindowID, "SDL_GetWindowID");
    LOOK_UP(CreateRenderer, "SDL_CreateRenderer");
    LOOK_UP(GetRendererOutputSize, "SDL_GetRendererOutputSize");
    LOOK_UP(CreateTexture, "SDL_CreateTexture");
    LOOK_UP(UpdateTexture, "SDL_UpdateTexture");
    LOOK_UP(SetRenderDrawColor, "SDL_SetRenderDrawColor");
    LOOK_UP(SetRenderDrawBlendMode, "SDL_SetRenderDrawBlendMode");
    LOOK_UP(RenderClear, "SDL_RenderClear");
    LOOK_UP(RenderCopyEx, "SDL_RenderCopyEx");
    LOOK_UP(RenderFillRect, "SDL_RenderFillRect");
    LOOK_UP(RenderPresent, "SDL_RenderPresent");
    LOOK_UP(PollEvent, "SDL_PollEvent");
    loaded = 1;
    return &functions;
}
