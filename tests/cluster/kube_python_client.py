#!/usr/bin/python3
# SPDX-License-Identifier: Apache-2.0
# Drives the API server double with the official Python client (python3-kubernetes):
#   kube_python_client.py crud            list, create, watch -> one JSON line of results
#   kube_python_client.py forward POD     port-forward POD:3000 to a local port, print
#                                         "listening <port>", bridge connections until stdin closes
import json
import select
import socket
import sys
import threading

from kubernetes import client, config, watch
from kubernetes.stream import portforward

config.load_kube_config()
GROUP, VERSION, NS, PLURAL = "agents.x-k8s.io", "v1beta1", "default", "sandboxes"


def crud():
    api = client.CustomObjectsApi()
    before = [i["metadata"]["name"] for i in api.list_namespaced_custom_object(GROUP, VERSION, NS, PLURAL)["items"]]
    body = {"apiVersion": f"{GROUP}/{VERSION}", "kind": "Sandbox", "metadata": {"name": "from-python"},
            "spec": {"podTemplate": {"spec": {"containers": [{"name": "agent", "image": "localhost/sandman-agent:latest"}]}}}}
    created = api.create_namespaced_custom_object(GROUP, VERSION, NS, PLURAL, body)
    events = []
    for event in watch.Watch().stream(api.list_namespaced_custom_object, GROUP, VERSION, NS, PLURAL, timeout_seconds=2):
        conditions = event["object"].get("status", {}).get("conditions", [])
        events.append([event["type"], event["object"]["metadata"]["name"], [c["reason"] for c in conditions]])
    pods = [p.metadata.name for p in client.CoreV1Api().list_namespaced_pod(NS).items]
    print(json.dumps({"before": before, "created": created["metadata"]["name"],
                      "resourceVersion": created["metadata"]["resourceVersion"], "events": events, "pods": pods}))


def pump(conn, remote):
    try:
        while True:
            readable, _, _ = select.select([conn, remote], [], [])
            for s in readable:
                data = s.recv(65536)
                if not data:
                    return
                (remote if s is conn else conn).sendall(data)
    finally:
        conn.close()
        remote.close()


def forward(pod):
    core = client.CoreV1Api()
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(4)
    print("listening", listener.getsockname()[1], flush=True)

    def accept():
        while True:
            conn, _ = listener.accept()
            pf = portforward(core.connect_get_namespaced_pod_portforward, pod, NS, ports="3000")
            remote = pf.socket(3000)
            remote.setblocking(True)
            threading.Thread(target=pump, args=(conn, remote), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    sys.stdin.read()


if __name__ == "__main__":
    crud() if sys.argv[1] == "crud" else forward(sys.argv[2])
