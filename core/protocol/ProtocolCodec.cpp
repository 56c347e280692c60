// SPDX-License-Identifier: Apache-2.0
#include "ProtocolCodec.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace sandman {

namespace {
const QString kType = QStringLiteral("type");
const QString kId = QStringLiteral("id");

QByteArray toFrame(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

ClientMessage invalid(ErrorCode code, const QString &message, const QString &id = {})
{
    ClientMessage result;
    result.kind = ClientMessage::Kind::Invalid;
    result.request.id = id;
    result.error = SandboxError{code, message, {}};
    return result;
}

// Ids are strings in the SDK; numbers are accepted and kept in their JSON spelling.
QString readId(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    return {};
}
} // namespace

ClientMessage ProtocolCodec::decodeClientMessage(const QByteArray &frame)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(frame, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return invalid(ErrorCode::ParseError,
                       QStringLiteral("message is not valid JSON: %1").arg(parseError.errorString()));
    if (!document.isObject())
        return invalid(ErrorCode::InvalidRequest, QStringLiteral("message must be a JSON object"));

    const QJsonObject object = document.object();
    const QString id = readId(object.value(kId));
    const QString type = object.value(kType).toString();
    if (id.isEmpty())
        return invalid(ErrorCode::InvalidRequest, QStringLiteral("message needs a non-empty \"id\""));

    if (type == QLatin1String("cancel")) {
        ClientMessage result;
        result.kind = ClientMessage::Kind::Cancel;
        result.request.id = id;
        return result;
    }
    if (type != QLatin1String("request"))
        return invalid(ErrorCode::InvalidRequest, QStringLiteral("unknown message type \"%1\"").arg(type),
                       id);

    const QJsonValue method = object.value(QStringLiteral("method"));
    const QJsonValue path = object.value(QStringLiteral("path"));
    const QJsonValue body = object.value(QStringLiteral("body"));
    if (!method.isString() || method.toString().isEmpty())
        return invalid(ErrorCode::InvalidRequest, QStringLiteral("request needs a \"method\" string"), id);
    if (!path.isString() || !path.toString().startsWith(QLatin1Char('/')))
        return invalid(ErrorCode::InvalidRequest,
                       QStringLiteral("request needs a \"path\" string starting with /"), id);
    if (!body.isUndefined() && !body.isNull() && !body.isObject())
        return invalid(ErrorCode::InvalidRequest, QStringLiteral("request \"body\" must be an object"), id);

    ClientMessage result;
    result.kind = ClientMessage::Kind::Request;
    result.request = ProtocolRequest{id, method.toString().toUpper(), path.toString(), body.toObject()};
    return result;
}

ServerMessage ProtocolCodec::decodeServerMessage(const QByteArray &frame)
{
    ServerMessage result;
    const QJsonDocument document = QJsonDocument::fromJson(frame);
    if (!document.isObject()) {
        result.error = SandboxError{
            ErrorCode::ParseError, QStringLiteral("agent sent a message that is not a JSON object"), {}};
        return result;
    }
    const QJsonObject object = document.object();
    result.id = readId(object.value(kId));
    const QString type = object.value(kType).toString();
    if (type == QLatin1String("response")) {
        result.kind = ServerMessage::Kind::Response;
        result.status = object.value(QStringLiteral("status")).toInt(200);
        result.body = object.value(QStringLiteral("body")).toObject();
        result.done = object.value(QStringLiteral("done")).toBool(true);
    } else if (type == QLatin1String("stream")) {
        result.kind = ServerMessage::Kind::Stream;
        const QJsonValue data = object.value(QStringLiteral("data"));
        if (data.isString())
            result.event = QJsonDocument::fromJson(data.toString().toUtf8()).object();
        else
            result.event = data.toObject();
        const QString eventName = object.value(QStringLiteral("event")).toString();
        if (!eventName.isEmpty() && !result.event.contains(kType))
            result.event.insert(kType, eventName);
    } else if (type == QLatin1String("error")) {
        result.kind = ServerMessage::Kind::Error;
        result.status = object.value(QStringLiteral("status")).toInt(500);
        result.error = SandboxError::fromJson(object, result.status);
    } else {
        result.error = SandboxError{ErrorCode::InvalidRequest,
                                    QStringLiteral("agent sent an unknown message type \"%1\"").arg(type),
                                    {}};
    }
    return result;
}

QByteArray ProtocolCodec::encodeRequest(const ProtocolRequest &request)
{
    QJsonObject object{{kType, QStringLiteral("request")},
                       {kId, request.id},
                       {QStringLiteral("method"), request.method},
                       {QStringLiteral("path"), request.path}};
    if (request.value || !request.body.isEmpty() || request.method != QLatin1String("GET"))
        object.insert(QStringLiteral("body"), request.jsonBody());
    return toFrame(object);
}

QByteArray ProtocolCodec::encodeCancel(const QString &id)
{
    return toFrame(QJsonObject{{kType, QStringLiteral("cancel")}, {kId, id}});
}

QByteArray ProtocolCodec::encodeResponse(const QString &id, int status, const QJsonObject &body)
{
    return toFrame(QJsonObject{{kType, QStringLiteral("response")},
                               {kId, id},
                               {QStringLiteral("status"), status},
                               {QStringLiteral("body"), body},
                               {QStringLiteral("done"), true}});
}

QByteArray ProtocolCodec::encodeStreamEvent(const QString &id, const QJsonObject &event)
{
    // The SDK's stream frames carry the event as JSON text, like an SSE "data:" line.
    const QString data = QString::fromUtf8(toFrame(event));
    return toFrame(QJsonObject{{kType, QStringLiteral("stream")},
                               {kId, id},
                               {QStringLiteral("event"), event.value(kType).toString()},
                               {QStringLiteral("data"), data}});
}

QByteArray ProtocolCodec::encodeError(const QString &id, const SandboxError &error)
{
    QJsonObject object{{kType, QStringLiteral("error")},
                       {QStringLiteral("code"), errorCodeName(error.code)},
                       {QStringLiteral("message"), error.message},
                       {QStringLiteral("status"), error.httpStatus()}};
    if (!id.isEmpty())
        object.insert(kId, id);
    return toFrame(object);
}

} // namespace sandman
