// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeWatch.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QNetworkReply>

namespace sandman {

KubeWatch::KubeWatch(QObject *parent)
    : QObject(parent)
{ }

KubeWatch::~KubeWatch()
{
    abort();
}

void KubeWatch::attach(QNetworkReply *reply)
{
    m_reply = reply;
    reply->setParent(this);
    connect(reply, &QNetworkReply::readyRead, this, &KubeWatch::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &KubeWatch::onFinished);
}

void KubeWatch::abort()
{
    m_done = true;
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
}

void KubeWatch::onReadyRead()
{
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 200)
        return; // a refusal: its body is read whole in onFinished
    m_buffer += m_reply->readAll();
    int newline;
    while (!m_done && (newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline).trimmed();
        m_buffer.remove(0, newline + 1);
        if (!line.isEmpty())
            handleLine(line);
    }
}

void KubeWatch::handleLine(const QByteArray &line)
{
    QJsonParseError error;
    const QJsonObject message = QJsonDocument::fromJson(line, &error).object();
    if (error.error != QJsonParseError::NoError) {
        m_done = true;
        emit finished(tr("The API server sent an unreadable watch event: %1").arg(error.errorString()));
        return;
    }
    const QString type = message.value(QStringLiteral("type")).toString();
    const QJsonObject object = message.value(QStringLiteral("object")).toObject();
    if (type == QLatin1String("ERROR")) {
        m_done = true;
        if (object.value(QStringLiteral("code")).toInt() == 410)
            emit gone();
        else
            emit finished(tr("The watch failed: %1").arg(object.value(QStringLiteral("message")).toString()));
        return;
    }
    const QString version = object.value(QStringLiteral("metadata"))
                                .toObject()
                                .value(QStringLiteral("resourceVersion"))
                                .toString();
    if (!version.isEmpty())
        m_lastResourceVersion = version;
    emit event(type, object);
}

void KubeWatch::onFinished()
{
    if (m_done || !m_reply)
        return;
    const QVariant statusAttribute = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const int status = statusAttribute.toInt();
    if (status == 200)
        onReadyRead();
    if (m_done)
        return;
    m_done = true;
    if (status == 410) {
        emit gone();
    } else if (!statusAttribute.isValid()) {
        emit finished(tr("The watch lost its connection to the API server: %1").arg(m_reply->errorString()));
    } else if (status != 200) {
        const QJsonObject body = QJsonDocument::fromJson(m_reply->readAll()).object();
        const QString message = body.value(QStringLiteral("message")).toString();
        emit refused(status, message);
        emit finished(tr("The API server refused the watch (HTTP %1): %2").arg(status).arg(message));
    } else {
        emit finished(QString()); // the server closed the watch (timeoutSeconds): resume it
    }
}

} // namespace sandman
