// SPDX-License-Identifier: Apache-2.0
// libFuzzer target for HttpRequestParser, what the agent reads from an unauthenticated peer on
// its HTTP port. Checks invariants, not just crashes: the outcome does not depend on how the
// bytes are split (the first byte of input picks the split), an error always carries one of
// the documented statuses and a reason, and no request exceeds the limits.
//
// Build with the "fuzz" preset (clang, SANDMAN_BUILD_FUZZERS=ON), then e.g.
//   ./fuzz_http_request -max_total_time=60 ../tests/fuzz/corpus/http
#include "server/HttpRequestParser.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

using namespace sandman;

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

HttpRequestParser::Limits limits()
{
    HttpRequestParser::Limits limits;
    limits.maxHeadBytes = 2048;
    limits.maxHeaders = 16;
    limits.maxTargetBytes = 512;
    limits.maxBodyBytes = 4096;
    return limits;
}

struct Outcome {
    std::vector<QByteArray> bodies; // of the complete requests, in order
    int errorStatus = 0;
};

// Feeds input in pieces of `step` bytes (0: all at once) and takes every complete request.
Outcome run(const QByteArray &input, int step)
{
    HttpRequestParser parser(limits());
    Outcome outcome;
    auto drain = [&] {
        while (parser.state() == HttpRequestParser::State::Complete) {
            const HttpRequest request = parser.takeRequest();
            check(request.body.size() <= limits().maxBodyBytes);
            check(request.target.size() <= limits().maxTargetBytes);
            check(request.headers.size() <= limits().maxHeaders);
            check(request.target.startsWith('/'));
            outcome.bodies.push_back(request.body);
        }
    };
    for (qsizetype offset = 0; offset < input.size();) {
        const qsizetype size = step > 0 ? qMin<qsizetype>(step, input.size() - offset) : input.size();
        parser.feed(input.mid(offset, size));
        offset += size;
        drain();
        if (parser.state() == HttpRequestParser::State::Error)
            break;
    }
    if (parser.state() == HttpRequestParser::State::Error) {
        static const int allowed[] = {400, 411, 413, 414, 431, 501, 505};
        check(std::find(std::begin(allowed), std::end(allowed), parser.errorStatus()) != std::end(allowed));
        check(!parser.errorReason().isEmpty());
        outcome.errorStatus = parser.errorStatus();
    }
    return outcome;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const int step = 1 + data[0] % 64;
    const QByteArray input(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const Outcome whole = run(input, 0);
    const Outcome split = run(input, step);
    check(whole.bodies == split.bodies);
    // A line too long is noticed at a different byte when split, but with the same status.
    check(whole.errorStatus == split.errorStatus);
    return 0;
}
