/* Grundy values of an octal game, heaps 0..n-1: the dense loop of cgt/_kernels/heap.py in plain C.
 *
 *     heap_games CODE N REPEAT [bits|bytes]      e.g.  heap_games 0.77 100001 2 bytes
 *
 * CODE is an octal code, or "grundy" for Grundy's game (splits into two unequal heaps).
 * Prints the best wall time of REPEAT runs (seconds) and a checksum of the
 * values, sum of values[i] * (i % 1000003), which the benchmark compares with
 * the numba kernel's. Two ways to hold the option values once they pass 63
 * (below 64 both OR into a register):
 *   bits   int32 values, a bitset of 64-bit words (cgt's kernel before it switched);
 *   bytes  uint16 values, a byte array cleared per heap, seen[g[a] ^ g[m-a]] = 1.
 * "dump" runs the bytes loop once and writes the values to stdout instead, as
 * little-endian uint16: the independent reference of tests/test_sparse_reference.py.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void mark(uint64_t *words, int32_t v) { words[v >> 6] |= 1ULL << (v & 63); }

static void octal_fill(int32_t *values, long n_total, const int *digits, int n_digits, int unequal) {
    long cap = 64;
    uint64_t *words = calloc(cap / 64 + 1, sizeof *words);
    for (long n = 0; n < n_total; n++) {
        memset(words, 0, (cap / 64 + 1) * sizeof *words);
        for (int k = 0; k < n_digits && k <= n; k++) {
            int d = digits[k];
            if ((d & 1) && k == n) words[0] |= 1;
            if ((d & 2) && k < n) mark(words, values[n - k]);
        }
        for (int k = 0; k < n_digits; k++) {
            long m = n - k;
            if (m < 2) break;
            if (!(digits[k] & 4)) continue;
            long hi = m / 2;
            if (unequal && m % 2 == 0) hi--;
            if (cap == 64) {
                uint64_t bits = 0;
                for (long a = 1; a <= hi; a++) bits |= 1ULL << (values[a] ^ values[m - a]);
                words[0] |= bits;
            } else {
                for (long a = 1; a <= hi; a++) mark(words, values[a] ^ values[m - a]);
            }
        }
        long w = 0;
        while (words[w] == ~0ULL) w++;
        int b = 0;
        while ((words[w] >> b) & 1) b++;
        int32_t g = (int32_t)(64 * w + b);
        values[n] = g;
        if (g >= cap) {
            while (cap <= g) cap *= 2;
            free(words);
            words = calloc(cap / 64 + 1, sizeof *words);
        }
    }
    free(words);
}

/* The same loop with uint16 values and a byte per option value past 63. */
static void octal_fill_bytes(uint16_t *values, long n_total, const int *digits, int n_digits, int unequal) {
    long cap = 64;
    unsigned char *seen = calloc(cap + 1, 1);
    for (long n = 0; n < n_total; n++) {
        long g;
        if (cap == 64) {
            uint64_t bits = 0;
            for (int k = 0; k < n_digits && k <= n; k++) {
                int d = digits[k];
                if ((d & 1) && k == n) bits |= 1;
                if ((d & 2) && k < n) bits |= 1ULL << values[n - k];
            }
            for (int k = 0; k < n_digits; k++) {
                long m = n - k;
                if (m < 2) break;
                if (!(digits[k] & 4)) continue;
                long hi = m / 2;
                if (unequal && m % 2 == 0) hi--;
                for (long a = 1; a <= hi; a++) bits |= 1ULL << (values[a] ^ values[m - a]);
            }
            g = 0;
            while (g < 64 && ((bits >> g) & 1)) g++;
        } else {
            memset(seen, 0, cap + 1);
            for (int k = 0; k < n_digits && k <= n; k++) {
                int d = digits[k];
                if ((d & 1) && k == n) seen[0] = 1;
                if ((d & 2) && k < n) seen[values[n - k]] = 1;
            }
            for (int k = 0; k < n_digits; k++) {
                long m = n - k;
                if (m < 2) break;
                if (!(digits[k] & 4)) continue;
                long hi = m / 2;
                if (unequal && m % 2 == 0) hi--;
                for (long a = 1; a <= hi; a++) seen[values[a] ^ values[m - a]] = 1;
            }
            g = 0;
            while (seen[g]) g++;
        }
        values[n] = (uint16_t)g;
        if (g >= cap) {
            while (cap <= g) cap *= 2;
            free(seen);
            seen = calloc(cap + 1, 1);
        }
    }
    free(seen);
}

static double seconds_since(struct timespec t0) {
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
}

int main(int argc, char **argv) {
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: %s CODE N REPEAT [bits|bytes|dump]\n", argv[0]);
        return 2;
    }
    const char *code = argv[1];
    int digits[64], n_digits = 0, unequal = 0;
    if (strcmp(code, "grundy") == 0) {
        digits[n_digits++] = 4;
        unequal = 1;
    } else {
        const char *point = strchr(code, '.');
        if (point == NULL) {
            fprintf(stderr, "octal code %s has no point\n", code);
            return 2;
        }
        digits[n_digits++] = point > code ? code[0] - '0' : 0;
        for (const char *c = point + 1; *c && n_digits < 64; c++) digits[n_digits++] = *c - '0';
    }
    long n = atol(argv[2]);
    int repeat = atoi(argv[3]);
    int dump = argc == 5 && strcmp(argv[4], "dump") == 0;
    int bytes = dump || (argc == 5 && strcmp(argv[4], "bytes") == 0);
    int32_t *values = malloc(n * sizeof *values);
    uint16_t *small = malloc(n * sizeof *small);
    double best = 1e30;
    for (int r = 0; r < repeat; r++) {
        struct timespec t0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        if (bytes)
            octal_fill_bytes(small, n, digits, n_digits, unequal);
        else
            octal_fill(values, n, digits, n_digits, unequal);
        double s = seconds_since(t0);
        if (s < best) best = s;
    }
    if (dump) {
        fwrite(small, sizeof *small, n, stdout);
        return 0;
    }
    long long checksum = 0;
    for (long i = 0; i < n; i++) checksum += (long long)(bytes ? small[i] : values[i]) * (i % 1000003);
    printf("%.6f %lld\n", best, checksum);
    free(values);
    free(small);
    return 0;
}
