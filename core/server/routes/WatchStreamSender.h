// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <QObject>
#include <QTimer>

namespace sandman {

class FileWatcher;
struct FileWatchEvent;

// Sends one POST /api/watch stream, as the SDK's watch() reads it:
//   {type:"watching", path, watchId}                        once every watch is set up
//   {type:"event", eventType, path, isDirectory, timestamp}  ("from" on a move_to whose
//                                                            move_from was in the tree)
//   {type:"overflow", source:"queue"|"kernel", droppedEvents?, message, timestamp}
//   {type:"stopped", reason} or {type:"error", error}       then the end of the stream
// Paths are shown under the root as the client named it. Changes are sent in batches at most
// every kFlushMs; while the peer has more than kMaxPendingBytes not yet written, they wait in
// the watcher's bounded queue, which turns what does not fit into an overflow entry. A cancel
// or the client going away deletes the sender and with it the watcher and all its watches.
class WatchStreamSender : public QObject
{
    Q_OBJECT
public:
    static constexpr int kFlushMs = 50;
    static constexpr qint64 kMaxPendingBytes = 256 * 1024;

    // Takes the started watcher; realRoot is shown as shownRoot.
    WatchStreamSender(FileWatcher *watcher, ResponseSinkPtr sink, QString watchId, QString shownRoot,
                      QObject *parent);
    ~WatchStreamSender() override;

    void start();
    // Until the stream ends (a sender whose deletion is pending no longer counts).
    bool isActive() const;

private:
    void flush(bool force);
    QJsonObject toJson(const FileWatchEvent &event) const;
    QString shown(const QString &realPath) const;
    void finish(const QJsonObject &lastEvent);

    FileWatcher *m_watcher;
    ResponseSinkPtr m_sink;
    QString m_watchId;
    QString m_realRoot;
    QString m_shownRoot;
    QTimer m_flushTimer;
};

} // namespace sandman
