// SPDX-License-Identifier: Apache-2.0
#include "FileStreamSender.h"

#include "FileRoutes.h"
#include "engine/files/FileReadStream.h"
#include "protocol/Timestamp.h"

#include <QPointer>

namespace sandman {

namespace {
const QString kType = QStringLiteral("type");
} // namespace

FileStreamSender::FileStreamSender(std::unique_ptr<FileReadStream> stream, ResponseSinkPtr sink,
                                   QObject *parent)
    : QObject(parent)
    , m_stream(std::move(stream))
    , m_sink(std::move(sink))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &FileStreamSender::step);
}

FileStreamSender::~FileStreamSender()
{
    // Destroyed before the end (the sandbox is going away): the caller still gets an answer.
    m_sink->sendError(
        ErrorCode::InternalError,
        QStringLiteral("the sandbox shut down while %1 was being read").arg(m_stream->clientPath()),
        {{QStringLiteral("path"), m_stream->clientPath()}});
}

void FileStreamSender::start()
{
    QPointer<FileStreamSender> guard(this);
    m_sink->setCancelHandler([guard] {
        if (!guard)
            return;
        guard->m_sink->sendResponse(200,
                                    {{QStringLiteral("success"), false},
                                     {QStringLiteral("cancelled"), true},
                                     {QStringLiteral("path"), guard->m_stream->clientPath()},
                                     {QStringLiteral("bytesRead"), guard->m_stream->bytesRead()},
                                     {QStringLiteral("timestamp"), currentTimestamp()}});
        guard->m_timer.stop();
        guard->deleteLater();
    });
    if (!m_sink->isFinished())
        m_timer.start(0);
}

void FileStreamSender::step()
{
    if (m_sink->isFinished()) {
        deleteLater();
        return;
    }
    const bool more = m_stream->isClassified() ? sendStep() : classifyStep();
    if (more)
        m_timer.start(m_sink->pendingBytes() >= kMaxPendingBytes ? kBackoffMs : 0);
}

bool FileStreamSender::classifyStep()
{
    bool done = false;
    if (auto failed = m_stream->classify(kClassifyBudget, &done)) {
        fail(*failed);
        return false;
    }
    if (done)
        m_sink->sendEvent({{kType, QStringLiteral("metadata")},
                           {QStringLiteral("mimeType"), m_stream->mimeType()},
                           {QStringLiteral("size"), m_stream->size()},
                           {QStringLiteral("isBinary"), m_stream->isBinary()},
                           {QStringLiteral("encoding"), m_stream->encoding()}});
    return true;
}

bool FileStreamSender::sendStep()
{
    for (int i = 0; i < kChunksPerStep && m_sink->pendingBytes() < kMaxPendingBytes; ++i) {
        QString data;
        bool eof = false;
        if (auto failed = m_stream->nextChunk(&data, &eof)) {
            fail(*failed);
            return false;
        }
        if (eof) {
            finish();
            return false;
        }
        if (!data.isEmpty())
            m_sink->sendEvent({{kType, QStringLiteral("chunk")}, {QStringLiteral("data"), data}});
    }
    return true;
}

void FileStreamSender::fail(const FileError &error)
{
    const SandboxError sandboxError = FileRoutes::toSandboxError(error);
    // Once metadata went out the client reads events: say it there too (streamFile() throws
    // on it), then end the request with the error itself.
    if (m_stream->isClassified())
        m_sink->sendEvent({{kType, QStringLiteral("error")},
                           {QStringLiteral("error"), sandboxError.message},
                           {QStringLiteral("code"), errorCodeName(sandboxError.code)}});
    m_sink->sendError(sandboxError);
    deleteLater();
}

void FileStreamSender::finish()
{
    m_sink->sendEvent(
        {{kType, QStringLiteral("complete")}, {QStringLiteral("bytesRead"), m_stream->bytesRead()}});
    m_sink->sendResponse(200,
                         {{QStringLiteral("success"), true},
                          {QStringLiteral("path"), m_stream->clientPath()},
                          {QStringLiteral("bytesRead"), m_stream->bytesRead()},
                          {QStringLiteral("size"), m_stream->size()},
                          {QStringLiteral("mimeType"), m_stream->mimeType()},
                          {QStringLiteral("isBinary"), m_stream->isBinary()},
                          {QStringLiteral("encoding"), m_stream->encoding()},
                          {QStringLiteral("timestamp"), currentTimestamp()}});
    deleteLater();
}

} // namespace sandman
