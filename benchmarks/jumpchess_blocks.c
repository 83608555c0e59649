/* Jump chess (HDU 5724): the Grundy table of all 2**width rows, the best known loop.
 *
 * Unlike jumpchess.c, which asks about every cell whether its piece can move,
 * this fill enumerates the blocks of pieces with bit tricks: adding the lowest
 * piece of a block to the mask carries through the block onto the cell just
 * past it, and every piece of the block lands there. One move per piece of a
 * block that does not touch the right edge, no test per empty cell.
 *
 * Serial: rows from the all-ones mask down (every move makes the mask larger).
 * Parallel (compiled with -fopenmp, OMP_NUM_THREADS threads): every move raises
 * the sum of the pieces' column numbers, so the rows of one sum are independent;
 * sums are filled from the largest down, the rows of a sum in parallel. A row
 * is split as hi << L | lo, and the lo parts are bucketed by their column sum
 * once, so each sum visits only its own rows.
 *
 *     jumpchess_blocks WIDTH [serial|levels]   ->   prints "seconds checksum peak_kib"
 *
 * The time covers the allocation and the fill; the checksum is
 * sum(table[i] * (i % 251 + 1)) as an unsigned 64-bit integer; peak_kib is the
 * process's peak resident memory (getrusage).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static inline void solve(uint8_t *table, int64_t mask, int64_t top, int64_t *seen) {
    int64_t mark = mask + 1, rest = mask;
    while (rest) {
        int64_t low = rest & -rest;
        int64_t target = (mask + low) & ~mask; /* the cell past the block */
        if (target >= top) break;              /* the last block touches the edge */
        int64_t block = target - low;
        rest ^= block;
        int64_t base = mask | target;
        while (block) {
            int64_t piece = block & -block;
            block ^= piece;
            seen[table[base ^ piece]] = mark;
        }
    }
    int g = 0;
    while (seen[g] == mark) ++g;
    table[mask] = (uint8_t)g;
}

static int column_sum(int64_t bits, int first_column) {
    int s = 0;
    for (int c = 0; bits; ++c, bits >>= 1)
        if (bits & 1) s += c + first_column;
    return s;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: %s WIDTH [serial|levels]\n", argv[0]);
        return 2;
    }
    int width = atoi(argv[1]);
    int levels = argc == 3 && strcmp(argv[2], "levels") == 0;
    int64_t n = (int64_t)1 << width;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint8_t *table = calloc((size_t)n, 1);
    if (!table) return 1;
    if (!levels) {
        int64_t seen[66] = {0};
        for (int64_t mask = n - 1; mask >= 0; --mask) solve(table, mask, n, seen);
    } else {
        int L = width < 14 ? width : 14, H = width - L;
        int64_t nlo = (int64_t)1 << L, nhi = (int64_t)1 << H;
        int maxlo = L * (L + 1) / 2, maxsum = width * (width + 1) / 2;
        int *lo_sum = malloc(nlo * sizeof(int)), *start = calloc(maxlo + 2, sizeof(int));
        int *lo_sorted = malloc(nlo * sizeof(int)), *hi_sum = malloc(nhi * sizeof(int));
        for (int64_t lo = 0; lo < nlo; ++lo) start[(lo_sum[lo] = column_sum(lo, 1)) + 1]++;
        for (int s = 0; s <= maxlo; ++s) start[s + 1] += start[s];
        int *fill = malloc((maxlo + 1) * sizeof(int));
        memcpy(fill, start, (maxlo + 1) * sizeof(int));
        for (int64_t lo = 0; lo < nlo; ++lo) lo_sorted[fill[lo_sum[lo]]++] = (int)lo;
        for (int64_t hi = 0; hi < nhi; ++hi) hi_sum[hi] = column_sum(hi, L + 1);
        for (int s = maxsum; s >= 0; --s) {
#pragma omp parallel
            {
                int64_t seen[66] = {0};
#pragma omp for schedule(dynamic, 64)
                for (int64_t hi = 0; hi < nhi; ++hi) {
                    int r = s - hi_sum[hi];
                    if (r < 0 || r > maxlo) continue;
                    for (int j = start[r]; j < start[r + 1]; ++j)
                        solve(table, hi << L | lo_sorted[j], n, seen);
                }
            }
        }
        free(lo_sum), free(start), free(lo_sorted), free(hi_sum), free(fill);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    uint64_t checksum = 0;
    for (int64_t i = 0; i < n; ++i) checksum += (uint64_t)table[i] * (uint64_t)(i % 251 + 1);
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    printf("%.6f %llu %ld\n", (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec),
           (unsigned long long)checksum, usage.ru_maxrss);
    free(table);
    return 0;
}
