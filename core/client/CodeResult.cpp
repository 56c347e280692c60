// SPDX-License-Identifier: Apache-2.0
#include "CodeResult.h"

namespace sandman {

CodeResult CodeResult::fromJson(const QJsonObject &event)
{
    // Jupyter-style servers put the formats in a MIME bundle under "data".
    const QJsonObject bundle = event.value(QStringLiteral("data")).toObject();
    const auto pick = [&](const QString &key, const QString &mime) {
        const QJsonValue direct = event.value(key);
        return direct.isString() ? direct.toString() : bundle.value(mime).toString();
    };
    CodeResult result;
    result.text = pick(QStringLiteral("text"), QStringLiteral("text/plain"));
    result.html = pick(QStringLiteral("html"), QStringLiteral("text/html"));
    result.markdown = pick(QStringLiteral("markdown"), QStringLiteral("text/markdown"));
    result.latex = pick(QStringLiteral("latex"), QStringLiteral("text/latex"));
    result.svg = pick(QStringLiteral("svg"), QStringLiteral("image/svg+xml"));
    result.png = pick(QStringLiteral("png"), QStringLiteral("image/png"));
    result.jpeg = pick(QStringLiteral("jpeg"), QStringLiteral("image/jpeg"));
    result.javascript = pick(QStringLiteral("javascript"), QStringLiteral("application/javascript"));
    result.json = event.contains(QStringLiteral("json")) ? event.value(QStringLiteral("json"))
                                                         : bundle.value(QStringLiteral("application/json"));
    result.raw = event;
    return result;
}

} // namespace sandman
