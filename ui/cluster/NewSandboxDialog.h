// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeSandboxSpec.h"

#include <QDialog>
#include <QJsonObject>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace sandman {

// New Sandbox on a cluster: its name, what it starts from (one of the namespace's
// SandboxTemplates, or Sandman's own pod), and the template's image, CPU and memory, environment
// and shutdown time. Invalid fields keep OK disabled and say why.
class NewSandboxDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewSandboxDialog(const QString &clusterName, QWidget *parent = nullptr);

    // The image of resources/kubernetes (the manifests' name for it).
    static QString defaultImage();

    // SandboxTemplates to offer: name → its spec.
    void setTemplates(const QList<QPair<QString, QJsonObject>> &templates);
    KubeSandboxSpec spec() const;
    QString problem() const;

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *imageEdit() const { return m_image; }
    QLineEdit *cpuEdit() const { return m_cpu; }
    QLineEdit *memoryEdit() const { return m_memory; }
    QPlainTextEdit *environmentEdit() const { return m_environment; }
    QCheckBox *shutdownCheck() const { return m_shutdown; }
    QDateTimeEdit *shutdownEdit() const { return m_shutdownTime; }
    QComboBox *templateCombo() const { return m_template; }

private:
    void validate();
    // NAME=value lines; false and *error for the first bad line.
    bool parseEnvironment(QList<QPair<QString, QString>> *env, QString *error) const;

    QLineEdit *m_name;
    QComboBox *m_template;
    QLineEdit *m_image;
    QLineEdit *m_cpu;
    QLineEdit *m_memory;
    QPlainTextEdit *m_environment;
    QCheckBox *m_shutdown;
    QDateTimeEdit *m_shutdownTime;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    QList<QJsonObject> m_templateSpecs; // per combo entry after the first (built-in)
};

} // namespace sandman
