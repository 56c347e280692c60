// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfig.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace sandman {

// File ▸ Add Kubernetes Cluster…: a kubeconfig (default $KUBECONFIG or ~/.kube/config, a
// ':'-separated list as kubectl takes it), one of its contexts and a namespace (the context's
// own by default). The file is read as the path changes, so its errors show before OK.
class AddClusterDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AddClusterDialog(QWidget *parent = nullptr);
    ~AddClusterDialog() override;

    QStringList kubeconfigPaths() const;
    QString contextName() const;
    QString ns() const;
    // The chosen context resolved (cluster, user, namespace); nullopt and *error otherwise.
    std::optional<KubeEndpoint> endpoint(QString *error) const;

    void setKubeconfigText(const QString &text);
    void setContextName(const QString &name);
    void setNamespace(const QString &ns);
    QString problem() const; // what keeps OK disabled (empty when it is enabled)

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The wrapped message's height as a plain minimum: a layout with height-for-width text lets
    // its window be squeezed below what the fields need (large fonts clipped the Browse button).
    void fitMessage();
    void reload();
    void contextChosen();
    void updateOk();
    void browse();

    QLineEdit *m_path;
    QComboBox *m_context;
    QLineEdit *m_namespace;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
    std::optional<KubeConfig> m_config;
    QString m_problem;
};

} // namespace sandman
