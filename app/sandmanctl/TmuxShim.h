// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TmuxPane.h"
#include "Verb.h"

#include <QHash>
#include <QList>
#include <QSize>

namespace sandman {
class SandboxClient;
}

namespace sandman::ctl {

// `sandmanctl tmux ARGS…` answers the tmux commands agent tools drive (DESIGN.md §4
// "sandmanctl"), with panes as terminals of Sandman sessions (TmuxPane): they appear as tabs in
// the window, live, watchable and take-over-able. `sandmanctl tmux-shim DIR` writes DIR/tmux,
// which runs it, to put first on PATH. Unsupported commands fail naming the command.
class TmuxShim
{
public:
    static QList<Verb> verbs();

    explicit TmuxShim(Context &context);
    // One command line of tmux (global flags, then commands separated by ";"); tmux's status.
    int run(QStringList arguments);

private:
    // A command's parsed flags: tmux's getopt-style "-dP -F fmt" with the flags that take a value.
    struct Command {
        QString name;
        QHash<QChar, QString> flags; // flag → value ("" for a switch)
        QStringList arguments;
        bool has(char flag) const { return flags.contains(QLatin1Char(flag)); }
        QString value(char flag) const { return flags.value(QLatin1Char(flag)); }
    };
    static Command parse(const QString &name, const QStringList &words);
    int execute(const Command &command);

    SandboxClient *client();
    QList<TmuxPane> panes(bool refresh = false);
    // -t as tmux reads it: %N, NAME, =NAME, NAME:W, NAME:W.P, or none (TMUX_PANE, else the newest).
    TmuxPane resolve(const QString &target);
    QString resolveSession(const QString &target);
    QSize paneSize(const TmuxPane &pane);
    QString expand(const QString &format, const TmuxPane &pane);
    // Starts terminal tmux-N (the next free N) in session; its pane.
    TmuxPane openPane(const QString &session, const Command &command, QSize size);

    int newSession(const Command &command);
    int splitWindow(const Command &command);
    int sendKeys(const Command &command);
    int capturePane(const Command &command);
    int listPanes(const Command &command);
    int listSessions(const Command &command);
    int hasSession(const Command &command);
    int killPane(const Command &command);
    int killSession(const Command &command);
    int displayMessage(const Command &command);
    int attach(const Command &command);

    static int writeShim(Context &context, const QCommandLineParser &parser, const QStringList &arguments);

    Context &m_context;
    QList<TmuxPane> m_panes;
    bool m_listed = false;
    QHash<int, QSize> m_sizes;
};

} // namespace sandman::ctl
