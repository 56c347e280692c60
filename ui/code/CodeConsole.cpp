// SPDX-License-Identifier: Apache-2.0
#include "CodeConsole.h"

#include "CodeInput.h"
#include "CodeOutputView.h"
#include "client/CodeRun.h"
#include "client/SandboxClient.h"
#include "log/DurationText.h"
#include "log/ErrorText.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace sandman {

CodeConsole::CodeConsole(QWidget *parent)
    : QWidget(parent)
    , m_output(new CodeOutputView(this))
    , m_input(new CodeInput(this))
    , m_status(new QLabel(this))
    , m_runButton(new QPushButton(tr("Run"), this))
    , m_interruptButton(new QPushButton(tr("Interrupt"), this))
    , m_copyButton(new QPushButton(tr("Copy All"), this))
    , m_clearButton(new QPushButton(tr("Clear"), this))
    , m_tick(new QTimer(this))
{
    m_runButton->setToolTip(tr("Run the code (Shift+Enter)"));
    m_interruptButton->setToolTip(
        tr("Stop the run: the interpreter is started afresh and its variables are lost"));
    m_status->setObjectName(QStringLiteral("codeStatus"));
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_output);
    splitter->addWidget(m_input);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({600, 110}); // the transcript gets the room, the input a few lines
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_interruptButton);
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_clearButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addLayout(buttons);

    m_tick->setInterval(100);
    connect(m_tick, &QTimer::timeout, this, &CodeConsole::updateStatus);
    connect(m_input, &CodeInput::runRequested, this, &CodeConsole::run);
    connect(m_runButton, &QPushButton::clicked, this, &CodeConsole::runInput);
    connect(m_interruptButton, &QPushButton::clicked, this, &CodeConsole::interrupt);
    connect(m_copyButton, &QPushButton::clicked, this, &CodeConsole::copyAll);
    connect(m_clearButton, &QPushButton::clicked, m_output, &CodeOutputView::clear);
    updateButtons();
}

CodeConsole::~CodeConsole()
{
    if (m_run) {
        m_run->disconnect(this);
        m_run->deleteLater(); // cancels it
    }
}

void CodeConsole::setContext(SandboxClient *client, const QString &contextId, const QString &language)
{
    m_client = client;
    m_lost = false;
    m_contextId = contextId;
    m_language = language;
    updateButtons();
}

void CodeConsole::addNotice(const QString &text, bool problem)
{
    m_output->appendNotice(text, problem);
}

void CodeConsole::disconnectClient(const QString &reason)
{
    if (m_run) {
        m_run->disconnect(this);
        m_run->deleteLater();
        m_run = nullptr;
        m_tick->stop();
        m_status->setText(tr("Stopped"));
        emit runningChanged(false);
    }
    m_client = nullptr;
    m_output->appendNotice(reason, true);
    updateButtons();
}

void CodeConsole::runInput()
{
    run(m_input->toPlainText());
}

bool CodeConsole::run(const QString &code)
{
    if (m_run || !m_client || m_contextId.isEmpty() || code.trimmed().isEmpty())
        return false;
    m_input->addToHistory(code);
    m_input->clear();
    ++m_runs;
    m_output->appendInput(code, QStringLiteral("[%1]").arg(m_runs));
    m_interrupted = false;
    m_restarted = false;
    CodeRun *codeRun = m_client->runCode(code, m_contextId);
    codeRun->setParent(this);
    m_run = codeRun;
    connect(codeRun, &CodeRun::stdoutReceived, this,
            [this](const QString &text) { m_output->appendStream(CodeOutputView::BlockKind::Stdout, text); });
    connect(codeRun, &CodeRun::stderrReceived, this,
            [this](const QString &text) { m_output->appendStream(CodeOutputView::BlockKind::Stderr, text); });
    connect(codeRun, &CodeRun::resultReceived, this,
            [this](const CodeResult &result) { m_output->appendResult(result); });
    connect(codeRun, &CodeRun::errorReceived, this, &CodeConsole::onError);
    connect(codeRun, &CodeRun::failed, this, &CodeConsole::onFailed);
    connect(codeRun, &CodeRun::finished, this, &CodeConsole::onFinished);
    m_elapsed.start();
    m_tick->start();
    updateStatus();
    updateButtons();
    emit runningChanged(true);
    return true;
}

void CodeConsole::interrupt()
{
    if (!m_run)
        return;
    m_interrupted = true;
    m_run->cancel();
}

void CodeConsole::onError(const CodeError &error)
{
    m_output->appendError(error);
    if (error.name == QLatin1String("InterpreterExited") || error.name == QLatin1String("TimeoutError"))
        m_restarted = true;
}

void CodeConsole::onFailed(const SandboxError &error)
{
    if (m_interrupted) {
        m_output->appendNotice(tr("Interrupted. The interpreter was started afresh: its variables and "
                                  "imports are gone."),
                               true);
        m_restarted = true;
        return;
    }
    if (error.code == ErrorCode::ContextNotFound) {
        m_output->appendNotice(tr("This context no longer exists in the sandbox (it was deleted)."), true);
        m_lost = true;
        emit contextLost();
        return;
    }
    m_output->appendNotice(tr("The code could not run: %1").arg(ErrorText::withDetails(error)), true);
}

void CodeConsole::onFinished()
{
    CodeRun *codeRun = m_run;
    m_run = nullptr;
    m_tick->stop();
    m_output->flush();
    const QString took = DurationText::format(m_elapsed.elapsed());
    if (m_interrupted)
        m_status->setText(tr("Interrupted after %1").arg(took));
    else if (codeRun && (codeRun->failure() || codeRun->error()))
        m_status->setText(tr("Failed after %1").arg(took));
    else
        m_status->setText(tr("Done in %1").arg(took));
    if (codeRun)
        codeRun->deleteLater();
    updateButtons();
    emit runningChanged(false);
    if (m_restarted)
        emit interpreterRestarted();
}

void CodeConsole::updateStatus()
{
    m_status->setText(tr("Running \u2026 %1").arg(DurationText::format(m_elapsed.elapsed())));
}

void CodeConsole::updateButtons()
{
    const bool usable = m_client && !m_contextId.isEmpty();
    m_runButton->setEnabled(usable && !m_run);
    m_interruptButton->setEnabled(m_run);
    m_input->setEnabled(usable);
}

void CodeConsole::copyAll()
{
    QApplication::clipboard()->setText(m_output->plainText());
}

} // namespace sandman
