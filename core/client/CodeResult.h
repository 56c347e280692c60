// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace sandman {

// The value of a run's last expression, in every representation the object offered
// (runCode "result" events). text is always there; json for dicts/lists/objects.
struct CodeResult {
    QString text;
    QString html;
    QString markdown;
    QString latex;
    QString svg;
    QString png; // base64
    QString jpeg; // base64
    QString javascript;
    QJsonValue json; // undefined when the value has no JSON form
    QJsonObject raw; // the event as sent, for formats not listed here

    static CodeResult fromJson(const QJsonObject &event);
};

} // namespace sandman
