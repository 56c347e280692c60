// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace sandman {

// Where the window's terminal tabs are remembered between runs (QSettings, written at every
// change so that a crash loses nothing): per tab its sandbox (TerminalTabs::connectionKey()),
// session and terminal, and a split tab's panes; and which tab was in front.
class TerminalTabStore
{
public:
    struct Tab {
        QString connection;
        QString sessionId;
        QString terminalId;
        bool operator==(const Tab &other) const
        {
            return connection == other.connection && sessionId == other.sessionId
                && terminalId == other.terminalId;
        }
    };
    // A tab with its split panes: {"tree": TerminalPaneTree::toJson(), "focus": index of the
    // current pane}; empty for a single pane.
    struct Record {
        Tab tab;
        QJsonObject panes;
    };

    // *current: the index of the tab in front (-1: none saved).
    static QList<Record> load(int *current = nullptr);
    static void save(const QList<Record> &records, int current);
};

} // namespace sandman
