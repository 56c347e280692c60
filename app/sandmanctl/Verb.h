// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QCommandLineParser;

namespace sandman::ctl {

class Context;

// One sandmanctl verb: what --help shows of it, its own options, and what it does. run() gets
// the positional arguments after the verb and returns the exit status (or throws CtlError).
struct Verb {
    QString name;
    QString syntax; // e.g. "ID -- COMMAND…"
    QString summary;
    QList<QCommandLineOption> options;
    std::function<int(Context &, const QCommandLineParser &, const QStringList &)> run;
    int minArguments = 0;
    int maxArguments = -1; // -1: any
    // The arguments after the verb reach run() as typed, unparsed (the tmux shim's own syntax).
    bool raw = false;
};

} // namespace sandman::ctl
