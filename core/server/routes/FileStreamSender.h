// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/files/FileError.h"
#include "protocol/RequestHandler.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace sandman {

class FileReadStream;

// Sends one open file as the events of POST /api/read/stream, as the SDK's streamFile() and
// collectFile() read them:
//   {type:"metadata", mimeType, size, isBinary, encoding}
//   {type:"chunk", data}…   (UTF-8 text, or base64 of at most FileReadStream::kChunkSize bytes)
//   {type:"complete", bytesRead}
// then a final 200 response. A read error midway sends {type:"error", error, code} and the
// error response. Works in steps on the event loop of its thread, so other requests of the
// sandbox keep going, and waits while the sink reports more than kMaxPendingBytes not yet
// written (a slow client never makes the agent buffer the file). A cancel stops it. Deletes
// itself when done; destroyed early (with its parent, the sandbox), it answers an error.
class FileStreamSender : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kMaxPendingBytes = 1024 * 1024;
    static constexpr qint64 kClassifyBudget = 4 * 1024 * 1024; // bytes scanned per step
    static constexpr int kChunksPerStep = 4;
    static constexpr int kBackoffMs = 2; // re-check interval while the peer is behind

    FileStreamSender(std::unique_ptr<FileReadStream> stream, ResponseSinkPtr sink, QObject *parent);
    ~FileStreamSender() override;

    void start();

private:
    void step();
    bool classifyStep();
    bool sendStep();
    void fail(const FileError &error);
    void finish();

    std::unique_ptr<FileReadStream> m_stream;
    ResponseSinkPtr m_sink;
    QTimer m_timer;
};

} // namespace sandman
