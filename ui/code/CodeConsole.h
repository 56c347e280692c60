// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/CodeRun.h"
#include "client/SandboxClient.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace sandman {

class CodeInput;
class CodeOutputView;
struct CodeError;
struct SandboxError;

// The console of one code context: the transcript, the input, Run (Shift+Enter), Interrupt,
// Copy All, Clear, and how long the run in progress has taken. One run at a time; a run's
// output streams into the transcript as it comes.
class CodeConsole : public QWidget
{
    Q_OBJECT
public:
    explicit CodeConsole(QWidget *parent = nullptr);
    ~CodeConsole() override;

    void setContext(SandboxClient *client, const QString &contextId, const QString &language);
    const QString &contextId() const { return m_contextId; }
    const QString &language() const { return m_language; }
    bool isRunning() const { return m_run; }
    // The sandbox said the context does not exist (deleted elsewhere).
    bool isLost() const { return m_lost; }
    // A notice in the transcript (the context was restarted, its sandbox went away).
    void addNotice(const QString &text, bool problem);
    // The sandbox is gone: a run in progress is over, nothing more can run.
    void disconnectClient(const QString &reason);

    CodeOutputView *output() const { return m_output; }
    CodeInput *input() const { return m_input; }
    QLabel *statusLabel() const { return m_status; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *interruptButton() const { return m_interruptButton; }

public slots:
    // Runs code in the context (the input's text by default); false when it cannot run now.
    bool run(const QString &code);
    void runInput();
    void interrupt();
    void copyAll();

signals:
    void runningChanged(bool running);
    // The run ended with the interpreter started afresh (it exited, timed out or was
    // interrupted): its variables and imports are gone.
    void interpreterRestarted();
    // The sandbox no longer knows the context.
    void contextLost();

private:
    void onError(const CodeError &error);
    void onFailed(const SandboxError &error);
    void onFinished();
    void updateStatus();
    void updateButtons();

    QPointer<SandboxClient> m_client;
    QString m_contextId;
    QString m_language;
    CodeOutputView *m_output;
    CodeInput *m_input;
    QLabel *m_status;
    QPushButton *m_runButton;
    QPushButton *m_interruptButton;
    QPushButton *m_copyButton;
    QPushButton *m_clearButton;
    QPointer<CodeRun> m_run;
    QElapsedTimer m_elapsed;
    QTimer *m_tick;
    int m_runs = 0;
    bool m_interrupted = false;
    bool m_restarted = false;
    bool m_lost = false;
};

} // namespace sandman
