// zlib's compress2 and crc32, for PNG and APNG.
#include <zlib.h>
