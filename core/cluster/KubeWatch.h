// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

class QNetworkReply;

namespace sandman {

// One watch request (?watch=1&resourceVersion=...): newline-delimited JSON events as they
// arrive. A 410 (as HTTP status or as an ERROR event with code 410) ends it with gone();
// every other end, normal or not, with finished() (error empty when the server just closed
// the watch, as it does after timeoutSeconds).
class KubeWatch : public QObject
{
    Q_OBJECT
public:
    explicit KubeWatch(QObject *parent = nullptr);
    ~KubeWatch() override;

    // Takes over a started reply (KubeApiClient does this).
    void attach(QNetworkReply *reply);
    void abort();
    QString lastResourceVersion() const { return m_lastResourceVersion; }

signals:
    // type: ADDED, MODIFIED, DELETED, BOOKMARK.
    void event(const QString &type, const QJsonObject &object);
    void gone();
    void finished(const QString &error);
    // HTTP status of a refused watch (401: the owner may refresh and watch again).
    void refused(int httpStatus, const QString &message);

private:
    void onReadyRead();
    void onFinished();
    void handleLine(const QByteArray &line);

    QPointer<QNetworkReply> m_reply;
    QByteArray m_buffer;
    QString m_lastResourceVersion;
    bool m_done = false;
};

} // namespace sandman
