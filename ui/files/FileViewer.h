// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SandboxClient.h"

#include <QByteArray>
#include <QList>
#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace sandman {

class LineNumberEditor;

// One file of the sandbox opened in the Files pane: text in an editor with line numbers,
// images shown, anything else summarised (type, size). Text is saved with Save; if the file
// changed in the sandbox since it was opened, the user is asked whether to overwrite it,
// reload it or keep editing (Resolver; a test may answer instead of the dialog).
class FileViewer : public QWidget
{
    Q_OBJECT
public:
    static constexpr qint64 kMaxOpenBytes = 8 * 1024 * 1024;
    // Larger files are shown a page at a time, read-only (never loaded whole).
    static constexpr qint64 kPageBytes = 512 * 1024;
    enum class Conflict { Overwrite, Reload, Cancel };
    using Resolver = std::function<Conflict(const QString &path)>;

    explicit FileViewer(QWidget *parent = nullptr);

    void open(SandboxClient *client, const QString &path, qint64 size);
    void clear();
    void save();
    QString path() const { return m_path; }
    QString text() const;
    bool isModified() const;
    void setText(const QString &text);
    void setConflictResolver(Resolver resolver) { m_resolver = std::move(resolver); }
    // What the viewer shows: "text", "page" (of a large file), "image", "binary", "message".
    QString mode() const { return m_mode; }
    // Paging through a large file: the page shown (0-based), whether there is a next one.
    int pageIndex() const { return m_page; }
    bool hasNextPage() const;
    void nextPage();
    void previousPage();
    // The number of the first line on the page shown.
    int firstLineNumber() const;

signals:
    void opened(const QString &path);
    void saved(const QString &path);
    void failed(const QString &message);

private:
    void showMessage(const QString &message);
    void loadPage(int index);
    void updatePageBar();
    void write();

    QPointer<SandboxClient> m_client;
    QString m_path;
    QString m_mode;
    QByteArray m_loaded; // what was read, to tell whether the sandbox's copy changed since
    quint64 m_generation = 0;
    Resolver m_resolver;
    QLabel *m_title;
    QPushButton *m_saveButton;
    QStackedWidget *m_stack;
    LineNumberEditor *m_editor;
    QScrollArea *m_imageArea;
    QLabel *m_image;
    QLabel *m_message;
    // A large file's pages as found so far: where each starts (bytes) and its first line.
    struct Page {
        qint64 offset = 0;
        int firstLine = 1;
    };
    QList<Page> m_pages;
    int m_page = -1;
    qint64 m_size = 0;
    bool m_lastPage = false;
    QWidget *m_pageBar;
    QLabel *m_pageLabel;
    QPushButton *m_previous;
    QPushButton *m_next;
};

} // namespace sandman
