// pixman, which Cairo is built on: used for projective warps (3 x 3 transforms with bilinear
// sampling), which Cairo's affine-only API cannot draw.
#include <pixman.h>
