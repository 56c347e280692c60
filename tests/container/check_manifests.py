#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Checks resources/kubernetes: every file parses (python3-yaml), each object has the shape of its
kind (agent-sandbox v1beta1 fields, Kubernetes v1), the agent's pod spec is the same in the
SandboxTemplate, the Sandbox and the plain Pod, its security settings are those the image needs,
and its command line, user and health check match resources/container. Where kubectl is
installed, `kubectl kustomize` (which works without a cluster) must read them all too.
usage: check_manifests.py KUBERNETES_DIR CONTAINER_DIR"""
import copy
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    print("SKIP: python3-yaml is not installed (apt-get install python3-yaml)")
    sys.exit(77)

DNS_1123 = re.compile(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
# Fields of the agent-sandbox v1beta1 specs (api/v1beta1 and extensions/api/v1beta1 types).
SANDBOX_SPEC = {"podTemplate", "volumeClaimTemplates", "service", "shutdownTime", "shutdownPolicy", "operatingMode"}
TEMPLATE_SPEC = {"podTemplate", "volumeClaimTemplates", "service", "networkPolicy", "networkPolicyManagement",
                 "envVarsInjectionPolicy", "volumeClaimTemplatesPolicy"}
KINDS = {
    ("extensions.agents.x-k8s.io/v1beta1", "SandboxTemplate"),
    ("agents.x-k8s.io/v1beta1", "Sandbox"),
    ("v1", "Pod"),
    ("v1", "Service"),
    ("v1", "Secret"),
    ("v1", "PersistentVolumeClaim"),
    ("rbac.authorization.k8s.io/v1", "Role"),
}
RBAC_VERBS = {"get", "list", "watch", "create", "update", "patch", "delete", "deletecollection", "*"}
TOKEN_FILE = "/var/run/secrets/sandman/token"

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def load(directory):
    objects = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".yaml"):
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as stream:
            try:
                documents = [d for d in yaml.safe_load_all(stream) if d is not None]
            except yaml.YAMLError as error:
                check(False, f"{name}: not YAML: {error}")
                continue
        check(documents, f"{name}: no objects")
        for document in documents:
            objects.append((name, document))
    return objects


def check_object(name, obj):
    where = f"{name}: {obj.get('kind')} {obj.get('metadata', {}).get('name')}"
    check((obj.get("apiVersion"), obj.get("kind")) in KINDS, f"{where}: unexpected apiVersion/kind")
    check(DNS_1123.match(str(obj.get("metadata", {}).get("name", ""))), f"{where}: metadata.name is not DNS-1123")
    spec = obj.get("spec", {})
    if obj["kind"] == "Sandbox":
        check(set(spec) <= SANDBOX_SPEC, f"{where}: unknown spec fields {set(spec) - SANDBOX_SPEC}")
        check(spec.get("operatingMode", "Running") in ("Running", "Suspended"), f"{where}: operatingMode")
        check(spec.get("shutdownPolicy", "Delete") in ("Delete", "Retain"), f"{where}: shutdownPolicy")
        if "shutdownTime" in spec:
            check(re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$", str(spec["shutdownTime"])), f"{where}: shutdownTime")
    if obj["kind"] == "SandboxTemplate":
        check(set(spec) <= TEMPLATE_SPEC, f"{where}: unknown spec fields {set(spec) - TEMPLATE_SPEC}")
    if obj["kind"] == "Role":
        rules = obj.get("rules", [])
        check(rules, f"{where}: no rules")
        for rule in rules:
            check(rule.get("apiGroups") and rule.get("resources") and rule.get("verbs"),
                  f"{where}: a rule needs apiGroups, resources and verbs")
            check(set(rule.get("verbs", [])) <= RBAC_VERBS, f"{where}: unknown verbs {rule.get('verbs')}")
            check("*" not in rule.get("verbs", []) + rule.get("resources", []), f"{where}: no wildcards")
    if obj["kind"] == "Secret":
        check(obj.get("type") == "Opaque" and "token" in obj.get("stringData", obj.get("data", {})),
              f"{where}: an Opaque Secret with a token key")
    return where


def pod_spec(obj):
    if obj["kind"] == "Pod":
        return obj["spec"]
    return obj["spec"]["podTemplate"]["spec"]


def check_pod(where, obj, expected_args, healthcheck):
    spec = pod_spec(obj)
    claims = {t["metadata"]["name"] for t in obj.get("spec", {}).get("volumeClaimTemplates", [])}
    volumes = {v["name"]: v for v in spec.get("volumes", [])}
    check(spec.get("automountServiceAccountToken") is False, f"{where}: the pod needs no API token")
    security = spec.get("securityContext", {})
    check(security.get("runAsNonRoot") is True and security.get("runAsUser") == 1000, f"{where}: runs as uid 1000")
    check(security.get("seccompProfile", {}).get("type") == "RuntimeDefault", f"{where}: seccomp RuntimeDefault")
    containers = spec.get("containers", [])
    if not check(len(containers) == 1 and containers[0].get("name") == "agent", f"{where}: one container 'agent'"):
        return None
    agent = containers[0]
    context = agent.get("securityContext", {})
    check(context.get("capabilities", {}).get("drop") == ["ALL"], f"{where}: drops all capabilities")
    check(context.get("allowPrivilegeEscalation") is False, f"{where}: no privilege escalation")
    check(context.get("readOnlyRootFilesystem") is True, f"{where}: read-only root filesystem")
    resources = agent.get("resources", {})
    for kind in ("requests", "limits"):
        check({"cpu", "memory"} <= set(resources.get(kind, {})), f"{where}: cpu and memory {kind}")
    check(agent.get("args") == expected_args, f"{where}: args {agent.get('args')} differ from the image's CMD")
    check([p.get("containerPort") for p in agent.get("ports", [])] == [3000], f"{where}: port 3000")
    for probe in ("readinessProbe", "livenessProbe"):
        check(agent.get(probe, {}).get("exec", {}).get("command") == [healthcheck], f"{where}: {probe} runs {healthcheck}")
    mounts = {m["mountPath"]: m for m in agent.get("volumeMounts", [])}
    for path in ("/workspace", "/tmp", "/home/sandbox", os.path.dirname(TOKEN_FILE)):
        check(path in mounts, f"{where}: nothing mounted at {path} (the root filesystem is read-only)")
    for mount in mounts.values():
        check(mount["name"] in volumes or mount["name"] in claims, f"{where}: volume {mount['name']} is not defined")
    token_mount = mounts.get(os.path.dirname(TOKEN_FILE), {})
    check(token_mount.get("readOnly") is True, f"{where}: the token is mounted read-only")
    token_volume = volumes.get(token_mount.get("name"), {}).get("secret", {})
    check(token_volume.get("items") == [{"key": "token", "path": "token"}], f"{where}: the Secret's token key is the file")
    check(token_volume.get("optional") is False, f"{where}: secret volume sets optional: false (podman 4.3 needs it)")
    return agent, volumes


def image_command(container_dir):
    """The agent's CMD in the Containerfile and in build-rootfs.sh's import (both must agree)."""
    with open(os.path.join(container_dir, "Containerfile"), encoding="utf-8") as stream:
        containerfile = stream.read()
    with open(os.path.join(container_dir, "build-rootfs.sh"), encoding="utf-8") as stream:
        rootfs = stream.read()
    cmd = json.loads(re.search(r"^CMD (\[.*\])$", containerfile, re.M).group(1))
    imported = json.loads(re.search(r"'CMD=(\[.*\])'", rootfs).group(1))
    check(cmd == imported, f"Containerfile CMD {cmd} and build-rootfs.sh CMD {imported} differ")
    check("useradd --uid 1000" in containerfile and "useradd --uid 1000" in rootfs, "the image's user is uid 1000")
    check("bwrap" not in containerfile and "bubblewrap" not in open(os.path.join(container_dir, "runtime-packages")).read(),
          "no bubblewrap in the image")
    check(TOKEN_FILE in cmd, "the image reads its token from the mounted Secret")
    return cmd


def check_kubectl(directory, objects):
    kubectl = shutil.which("kubectl")
    if not kubectl:
        print("kubectl not installed: its offline check is left out")
        return
    with tempfile.TemporaryDirectory() as work:
        names = sorted({name for name, _ in objects})
        for name in names:
            shutil.copy(os.path.join(directory, name), work)
        with open(os.path.join(work, "kustomization.yaml"), "w", encoding="utf-8") as stream:
            yaml.safe_dump({"resources": names}, stream)
        result = subprocess.run([kubectl, "kustomize", work], capture_output=True, text=True, timeout=60)
        if not check(result.returncode == 0, f"kubectl kustomize refused the manifests: {result.stderr.strip()}"):
            return
        built = [d for d in yaml.safe_load_all(result.stdout) if d]
        check(len(built) == len(objects), f"kubectl read {len(built)} objects, not {len(objects)}")


def main():
    directory, container_dir = sys.argv[1], sys.argv[2]
    objects = load(directory)
    expected_args = image_command(container_dir)[:]
    healthcheck = "/usr/local/bin/sandman-healthcheck"
    check(os.access(os.path.join(container_dir, "sandman-healthcheck"), os.X_OK), "sandman-healthcheck is executable")
    agents = []
    for name, obj in objects:
        where = check_object(name, obj)
        if obj.get("kind") in ("Pod", "Sandbox", "SandboxTemplate"):
            found = check_pod(where, obj, expected_args, healthcheck)
            if found:
                agents.append((where, found))
        if obj.get("kind") == "Service":
            pods = [o for _, o in objects if o.get("kind") == "Pod"]
            selector = obj["spec"].get("selector", {})
            check(any(selector.items() <= p["metadata"].get("labels", {}).items() for p in pods),
                  f"{where}: the selector matches no Pod")
    kinds = {obj.get("kind") for _, obj in objects}
    check({"SandboxTemplate", "Sandbox", "Pod", "Service", "Secret"} <= kinds, f"missing kinds: {kinds}")
    # One agent container everywhere; the volumes differ only in the token Secret's name and
    # where the workspace comes from (a claim template or a PersistentVolumeClaim).
    if agents:
        first_where, (first_agent, first_volumes) = agents[0]
        for where, (agent, volumes) in agents[1:]:
            check(agent == first_agent, f"{where}: the agent container differs from {first_where}'s")

            def normalised(v):
                v = copy.deepcopy(v)
                v.pop("workspace", None)
                v.get("token", {}).get("secret", {}).pop("secretName", None)
                return v

            check(normalised(volumes) == normalised(first_volumes), f"{where}: volumes differ from {first_where}'s")
    check_kubectl(directory, objects)
    for failure in failures:
        print("FAIL:", failure)
    print(f"{len(objects)} objects checked, {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
