// SPDX-License-Identifier: Apache-2.0
/* The session protocol as a loadable bash builtin (enable -f sandman-session.so __sandman_loop).
 *
 * `__sandman_loop FRAME_FD STATUS_FD` runs a session's command loop inside bash: it reads one
 * frame per command from FRAME_FD (a pipe; one read(2) for a frame that fits the pipe, where a
 * script fed to bash costs one read per byte), runs the command text with bash's own evalstring
 * (as `eval` does: the shell's state — cd, export, functions, aliases, options — persists) and
 * writes "<seq> <exit status> <$PWD>\0" to STATUS_FD in one write(2): the same record the
 * fallback protocol's wrapper function prints, so the engine parses both alike.
 *
 * Frame (little-endian): u32 magic "SMF1", u32 flags, u64 seq, u32 length, then length bytes
 * of command text.
 *   flag 1: first write a state snapshot record "S<declare -px; declare -f; alias -p>\0"
 *   flag 2: the exit status is $__sandman_r (set by the engine's wrapping for per-call env/cwd)
 *   flag 4: no command: the exported environment goes to stdout as `env -0` prints it (the
 *           engine's environment refresh, without a process of its own)
 *
 * The loop returns when FRAME_FD reaches EOF (the engine let go of the shell). `exit N`, a
 * failed command under `set -e` and the like leave it through bash's own top-level jump and
 * end the shell, as they would end a shell reading a script.
 */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// The order of bash's loadables.h (in /usr/lib/bash, not on the include path): each header
// needs the ones before it.
// clang-format off
#include "builtins.h"
#include "shell.h"
#include "bashgetopt.h"
#include "common.h"
#include "execute_cmd.h"
#include "version.h"
// clang-format on

/* Not in the installed headers (trap.h), exported by bash all the same. */
extern void run_pending_traps(void);

#define SANDMAN_FRAME_MAGIC 0x31464d53u /* "SMF1" */
#define SANDMAN_HEADER_SIZE 20
#define SANDMAN_FLAG_SNAPSHOT 1u
#define SANDMAN_FLAG_STATUS_VAR 2u
#define SANDMAN_FLAG_ENV 4u
#define SANDMAN_READ_CHUNK (256 * 1024)

static char *pending;
static size_t pending_length;
static size_t pending_capacity;

static uint32_t read_u32(const unsigned char *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint64_t read_u64(const unsigned char *p)
{
    return (uint64_t)read_u32(p) | ((uint64_t)read_u32(p + 4) << 32);
}

/* Reads what the pipe holds, at least one byte; -1 at EOF or on an error. */
static int read_more(int fd, size_t want)
{
    if (pending_capacity < pending_length + want) {
        size_t capacity = pending_capacity ? pending_capacity : SANDMAN_READ_CHUNK;
        while (capacity < pending_length + want)
            capacity *= 2;
        pending = xrealloc(pending, capacity);
        pending_capacity = capacity;
    }
    for (;;) {
        ssize_t n = read(fd, pending + pending_length, pending_capacity - pending_length);
        if (n > 0) {
            pending_length += (size_t)n;
            return 0;
        }
        if (n == 0)
            return -1;
        if (errno != EINTR)
            return -1;
        /* A trapped signal arrived while idle: run its trap now, as the reader loop would. */
        CHECK_TERMSIG;
        run_pending_traps();
    }
}

static int write_all(int fd, const char *data, size_t length)
{
    while (length > 0) {
        ssize_t n = write(fd, data, length);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        data += n;
        length -= (size_t)n;
    }
    return 0;
}

static void write_snapshot(int status_fd)
{
    char script[256];
    snprintf(script, sizeof script,
             "builtin printf S>&%d;builtin declare -px>&%d;builtin declare -f>&%d;"
             "builtin alias -p>&%d;builtin printf '\\0'>&%d",
             status_fd, status_fd, status_fd, status_fd, status_fd);
    evalstring(savestring(script), "eval", SEVAL_NOHIST);
}

static int write_environment(void)
{
    maybe_make_export_env();
    for (char **entry = export_env; entry && *entry; ++entry)
        if (write_all(1, *entry, strlen(*entry) + 1) < 0) /* with its NUL */
            return EXECUTION_FAILURE;
    return EXECUTION_SUCCESS;
}

static int report(int status_fd, uint64_t seq, int status)
{
    const char *pwd = get_string_value("PWD");
    if (!pwd)
        pwd = "";
    size_t length = strlen(pwd) + 48;
    char *record = xmalloc(length);
    int n = snprintf(record, length, "%llu %d %s", (unsigned long long)seq, status, pwd);
    int result = write_all(status_fd, record, (size_t)n + 1); /* with its NUL */
    free(record);
    return result;
}

static int parse_fd(const char *text)
{
    char *end = NULL;
    long value = strtol(text, &end, 10);
    return (end && *end == '\0' && value >= 0 && value < 65536) ? (int)value : -1;
}

static int sandman_loop_builtin(WORD_LIST *list)
{
    if (!list || !list->next || list->next->next) {
        builtin_usage();
        return EX_USAGE;
    }
    const int frame_fd = parse_fd(list->word->word);
    const int status_fd = parse_fd(list->next->word->word);
    if (frame_fd < 0 || status_fd < 0 || fcntl(frame_fd, F_GETFD) < 0 || fcntl(status_fd, F_GETFD) < 0) {
        builtin_error("%s %s: not two open file descriptors", list->word->word, list->next->word->word);
        return EXECUTION_FAILURE;
    }
    /* What the commands run never sees them. */
    fcntl(frame_fd, F_SETFD, FD_CLOEXEC);
    fcntl(status_fd, F_SETFD, FD_CLOEXEC);
    for (;;) {
        while (pending_length < SANDMAN_HEADER_SIZE)
            if (read_more(frame_fd, SANDMAN_HEADER_SIZE) < 0)
                return EXECUTION_SUCCESS;
        const unsigned char *header = (const unsigned char *)pending;
        if (read_u32(header) != SANDMAN_FRAME_MAGIC) {
            builtin_error("bad frame from the session's engine");
            return EXECUTION_FAILURE;
        }
        const uint32_t flags = read_u32(header + 4);
        const uint64_t seq = read_u64(header + 8);
        const size_t length = read_u32(header + 16);
        while (pending_length < SANDMAN_HEADER_SIZE + length)
            if (read_more(frame_fd, SANDMAN_HEADER_SIZE + length - pending_length) < 0)
                return EXECUTION_SUCCESS;
        char *text = xmalloc(length + 1);
        memcpy(text, pending + SANDMAN_HEADER_SIZE, length);
        text[length] = '\0';
        pending_length -= SANDMAN_HEADER_SIZE + length;
        memmove(pending, pending + SANDMAN_HEADER_SIZE + length, pending_length);

        if (flags & SANDMAN_FLAG_SNAPSHOT)
            write_snapshot(status_fd);
        /* Each command starts with $? = 0, as after the fallback's status line. */
        last_command_exit_value = 0;
        int status;
        if (flags & SANDMAN_FLAG_ENV) {
            free(text);
            status = write_environment();
        } else {
            status = evalstring(text, "eval", SEVAL_NOHIST); /* frees text */
        }
        if (status > 255)
            status = 2; /* bash's internal syntax-error codes, as $? shows them */
        if (flags & SANDMAN_FLAG_STATUS_VAR) {
            const char *saved = get_string_value("__sandman_r");
            status = saved ? atoi(saved) : status;
            unbind_variable("__sandman_r");
        }
        last_command_exit_value = status;
        if (report(status_fd, seq, status) < 0)
            return EXECUTION_FAILURE; /* the engine is gone */
    }
}

/* Loaded only into the bash these headers are of: its internals are not a stable interface. */
int __sandman_loop_builtin_load(char *name)
{
    (void)name;
    if (!dist_version || strcmp(dist_version, DISTVERSION) != 0) {
        builtin_error("built for bash %s, this is bash %s", DISTVERSION, dist_version ? dist_version : "?");
        return 0;
    }
    return 1;
}

static char *sandman_loop_doc[] = {
    "Run a Sandman session's command loop.",
    "",
    "Reads command frames from FRAME-FD, runs each in this shell and writes",
    "its status to STATUS-FD. Started by the Sandman engine, not by people.",
    (char *)NULL,
};

struct builtin __sandman_loop_struct = {
    "__sandman_loop",
    sandman_loop_builtin,
    BUILTIN_ENABLED,
    sandman_loop_doc,
    "__sandman_loop frame-fd status-fd",
    0,
};
