// SPDX-License-Identifier: Apache-2.0
#include "CodePane.h"

#include "CodeConsole.h"
#include "client/SandboxClient.h"
#include "log/ErrorText.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sandman {

namespace {
constexpr int kIdRole = Qt::UserRole;
constexpr int kCwdRole = Qt::UserRole + 1;
constexpr int kLanguageRole = Qt::UserRole + 2;

QString languageName(const QString &language)
{
    if (language == QLatin1String("python"))
        return QStringLiteral("Python");
    if (language == QLatin1String("javascript"))
        return QStringLiteral("JavaScript");
    if (language == QLatin1String("typescript"))
        return QStringLiteral("TypeScript");
    return language;
}
} // namespace

CodePane::CodePane(QWidget *parent)
    : QWidget(parent)
    , m_list(new QTreeWidget(this))
    , m_language(new QComboBox(this))
    , m_newButton(new QPushButton(tr("New"), this))
    , m_restartButton(new QPushButton(tr("Restart"), this))
    , m_deleteButton(new QPushButton(tr("Delete"), this))
    , m_refreshButton(new QPushButton(tr("Refresh"), this))
    , m_placeholder(new QLabel(this))
    , m_consoles(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("codePane"));
    m_list->setObjectName(QStringLiteral("codeContexts"));
    m_list->setAccessibleName(tr("Code contexts"));
    m_language->setAccessibleName(tr("Language of a new context"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Context"), tr("Language"), tr("State")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (const char *language : {"python", "javascript", "typescript"})
        m_language->addItem(languageName(QString::fromLatin1(language)), QString::fromLatin1(language));
    m_newButton->setToolTip(tr("Start a new interpreter of this language in the session's folder"));
    m_restartButton->setToolTip(tr("Replace the interpreter with a fresh one (its variables are lost)"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_consoles->addWidget(m_placeholder);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto *newRow = new QHBoxLayout;
    newRow->addWidget(m_language, 1);
    newRow->addWidget(m_newButton);
    leftLayout->addLayout(newRow);
    leftLayout->addWidget(m_list, 1);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_restartButton);
    actions->addWidget(m_deleteButton);
    actions->addWidget(m_refreshButton);
    leftLayout->addLayout(actions);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_consoles);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(m_newButton, &QPushButton::clicked, this,
            [this] { createContext(m_language->currentData().toString()); });
    connect(m_restartButton, &QPushButton::clicked, this, &CodePane::restartCurrent);
    connect(m_deleteButton, &QPushButton::clicked, this, &CodePane::deleteCurrent);
    connect(m_refreshButton, &QPushButton::clicked, this, &CodePane::refresh);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showCurrent();
        updateButtons();
    });
    setSandbox(nullptr, QString());
}

void CodePane::setSandbox(SandboxClient *client, const QString &name, const QString &cwd)
{
    m_cwd = cwd;
    if (client == m_client && name == m_name)
        return;
    m_client = client;
    m_name = name;
    m_list->clear();
    if (client) {
        // Keep the consoles this sandbox had; the listing tells which contexts still live.
        const QHash<QString, CodeConsole *> consoles = m_byClient.value(client);
        for (auto it = consoles.begin(); it != consoles.end(); ++it) {
            CodeContextInfo info;
            info.id = it.key();
            info.language = it.value()->language();
            addContext(info);
        }
        refresh();
    }
    showCurrent();
    updateButtons();
}

void CodePane::forgetSandbox(SandboxClient *client)
{
    const QHash<QString, CodeConsole *> consoles = m_byClient.take(client);
    for (CodeConsole *console : consoles) {
        m_restarting.remove(console);
        console->disconnectClient(tr("The sandbox was disconnected."));
        console->deleteLater();
    }
    if (client == m_client)
        setSandbox(nullptr, QString());
}

QString CodePane::currentContextId() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, kIdRole).toString() : QString();
}

void CodePane::selectContext(const QString &contextId)
{
    if (QTreeWidgetItem *item = itemOf(contextId))
        m_list->setCurrentItem(item);
}

CodeConsole *CodePane::console(const QString &contextId) const
{
    return m_byClient.value(m_client).value(contextId);
}

CodeConsole *CodePane::currentConsole() const
{
    return console(currentContextId());
}

QString CodePane::contextState(const QString &contextId) const
{
    const QTreeWidgetItem *item = itemOf(contextId);
    return item ? item->text(StateColumn) : QString();
}

QTreeWidgetItem *CodePane::itemOf(const QString &contextId) const
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->data(0, kIdRole).toString() == contextId)
            return m_list->topLevelItem(i);
    }
    return nullptr;
}

QTreeWidgetItem *CodePane::addContext(const CodeContextInfo &info)
{
    QTreeWidgetItem *item = itemOf(info.id);
    if (!item) {
        item = new QTreeWidgetItem(m_list);
        item->setData(0, kIdRole, info.id);
        // Ids are UUIDs: their start tells them apart, the tooltip has the whole.
        item->setText(ContextColumn, info.id.left(8));
        item->setToolTip(ContextColumn, info.id);
        item->setText(StateColumn, tr("idle"));
    }
    if (!info.language.isEmpty()) {
        item->setData(0, kLanguageRole, info.language);
        item->setText(LanguageColumn, languageName(info.language));
    }
    if (!info.cwd.isEmpty()) {
        item->setData(0, kCwdRole, info.cwd);
        item->setToolTip(LanguageColumn, info.cwd);
    }
    CodeConsole *console = consoleFor(info.id, item->data(0, kLanguageRole).toString());
    if (console->isRunning())
        item->setText(StateColumn, tr("running"));
    return item;
}

CodeConsole *CodePane::consoleFor(const QString &contextId, const QString &language)
{
    QHash<QString, CodeConsole *> &consoles = m_byClient[m_client.data()];
    CodeConsole *console = consoles.value(contextId);
    if (console)
        return console;
    console = new CodeConsole(m_consoles);
    console->setContext(m_client, contextId, language);
    m_consoles->addWidget(console);
    consoles.insert(contextId, console);
    connect(console, &CodeConsole::runningChanged, this, [this, console](bool running) {
        if (!console->isLost())
            setState(console->contextId(), running ? tr("running") : tr("idle"));
    });
    connect(console, &CodeConsole::interpreterRestarted, this,
            [this, console] { setState(console->contextId(), tr("idle (restarted)")); });
    connect(console, &CodeConsole::contextLost, this, [this, console] {
        if (!m_restarting.contains(console))
            setState(console->contextId(), tr("gone"));
    });
    return console;
}

void CodePane::setState(const QString &contextId, const QString &state)
{
    if (QTreeWidgetItem *item = itemOf(contextId))
        item->setText(StateColumn, state);
}

void CodePane::refresh()
{
    if (!m_client)
        return;
    const QPointer<SandboxClient> client = m_client;
    callStarted();
    m_client->listCodeContexts()
        .then(this,
              [this, client](const QList<CodeContextInfo> &contexts) {
                  callEnded();
                  if (client != m_client)
                      return;
                  QSet<QString> live;
                  for (const CodeContextInfo &info : contexts) {
                      live.insert(info.id);
                      addContext(info);
                  }
                  for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
                      QTreeWidgetItem *item = m_list->topLevelItem(i);
                      if (!live.contains(item->data(0, kIdRole).toString()))
                          item->setText(StateColumn, tr("gone"));
                  }
                  if (!m_list->currentItem() && m_list->topLevelItemCount() > 0)
                      m_list->setCurrentItem(m_list->topLevelItem(0));
                  emit contextsChanged();
              })
        .onFailed(this, [this](const SandboxException &e) {
            callEnded();
            emit errorOccurred(
                tr("Could not list the code contexts: %1").arg(ErrorText::withDetails(e.error())));
        });
}

void CodePane::createContext(const QString &language)
{
    if (!m_client)
        return;
    const QPointer<SandboxClient> client = m_client;
    callStarted();
    m_client->createCodeContext(language, m_cwd)
        .then(this,
              [this, client](const CodeContextInfo &info) {
                  callEnded();
                  if (client != m_client)
                      return;
                  m_list->setCurrentItem(addContext(info));
                  emit contextsChanged();
              })
        .onFailed(this, [this, language](const SandboxException &e) {
            callEnded();
            emit errorOccurred(tr("Could not start a %1 context: %2")
                                   .arg(languageName(language), ErrorText::withDetails(e.error())));
        });
}

void CodePane::restartCurrent()
{
    QTreeWidgetItem *item = m_list->currentItem();
    CodeConsole *console = currentConsole();
    if (!m_client || !item || !console)
        return;
    const QString oldId = item->data(0, kIdRole).toString();
    const QString language = item->data(0, kLanguageRole).toString();
    const QString cwd = item->data(0, kCwdRole).toString();
    const QPointer<SandboxClient> client = m_client;
    m_restarting.insert(console, oldId);
    item->setText(StateColumn, tr("restarting"));
    callStarted();
    // A context cannot be restarted in place: its replacement is a new context (a new id) of the
    // same language and folder, shown in the same console.
    const auto replace = [this, client, console, oldId, language, cwd] {
        client->createCodeContext(language, cwd)
            .then(this,
                  [this, client, console, oldId](const CodeContextInfo &info) {
                      callEnded();
                      if (!m_restarting.contains(console))
                          return;
                      m_restarting.remove(console);
                      QHash<QString, CodeConsole *> &consoles = m_byClient[client.data()];
                      consoles.remove(oldId);
                      consoles.insert(info.id, console);
                      console->setContext(client, info.id, info.language);
                      console->addNotice(tr("Restarted: a fresh %1 interpreter (context %2).")
                                             .arg(languageName(info.language), info.id),
                                         false);
                      if (QTreeWidgetItem *old = itemOf(oldId)) {
                          old->setData(0, kIdRole, info.id);
                          old->setText(ContextColumn, info.id.left(8));
                          old->setToolTip(ContextColumn, info.id);
                          old->setText(StateColumn, tr("idle"));
                      }
                      emit contextsChanged();
                  })
            .onFailed(this, [this, console, oldId](const SandboxException &e) {
                callEnded();
                m_restarting.remove(console);
                setState(oldId, tr("gone"));
                emit errorOccurred(
                    tr("Could not restart the context: %1").arg(ErrorText::withDetails(e.error())));
            });
    };
    m_client->deleteCodeContext(oldId)
        .then(this, replace)
        .onFailed(this, [replace](const SandboxException &) {
            replace(); // already gone (it died, someone deleted it): a new one is what was asked for
        });
}

void CodePane::deleteCurrent()
{
    QTreeWidgetItem *item = m_list->currentItem();
    if (!m_client || !item)
        return;
    const QString id = item->data(0, kIdRole).toString();
    const QPointer<SandboxClient> client = m_client;
    callStarted();
    const auto drop = [this, client, id] {
        callEnded();
        if (CodeConsole *console = m_byClient[client.data()].take(id)) {
            m_restarting.remove(console);
            console->deleteLater();
        }
        if (client == m_client)
            delete itemOf(id);
        emit contextsChanged();
    };
    m_client->deleteCodeContext(id).then(this, drop).onFailed(this, [this, drop](const SandboxException &e) {
        if (e.code() == ErrorCode::ContextNotFound)
            return drop(); // gone already: forget it here too
        callEnded();
        emit errorOccurred(tr("Could not delete the context: %1").arg(ErrorText::withDetails(e.error())));
    });
}

void CodePane::showCurrent()
{
    if (CodeConsole *console = currentConsole()) {
        m_consoles->setCurrentWidget(console);
        return;
    }
    m_placeholder->setText(
        !m_client ? tr("Select a session to use its sandbox's code contexts.")
                  : tr("No code context in %1 yet: choose a language and press New.").arg(m_name));
    m_consoles->setCurrentWidget(m_placeholder);
}

void CodePane::updateButtons()
{
    const bool have = m_client;
    const bool selected = have && m_list->currentItem();
    m_newButton->setEnabled(have);
    m_language->setEnabled(have);
    m_refreshButton->setEnabled(have);
    m_restartButton->setEnabled(selected);
    m_deleteButton->setEnabled(selected);
}

void CodePane::callStarted()
{
    ++m_pending;
}

void CodePane::callEnded()
{
    --m_pending;
}

} // namespace sandman
