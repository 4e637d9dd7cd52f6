"""A stand-in for the XDG desktop portal's settings, for the desktop-contrast test (run by the system's Python).

It owns ``org.freedesktop.portal.Desktop`` on the session bus and answers ``org.freedesktop.portal.Settings``
as xdg-desktop-portal does on a GNOME desktop with high contrast on: ``org.freedesktop.appearance`` ``contrast``
is 1 (0: no preference). Usage: ``python3 fake_portal.py CONTRAST``; prints ``ready`` once it owns the name and
each method called (``call ReadAll ...``).
"""

from __future__ import annotations

import sys

from gi.repository import Gio, GLib

INTERFACE = """<node><interface name='org.freedesktop.portal.Settings'>
<method name='ReadAll'><arg type='as' direction='in'/><arg type='a{sa{sv}}' direction='out'/></method>
<method name='Read'><arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='v' direction='out'/></method>
<method name='ReadOne'><arg type='s' direction='in'/><arg type='s' direction='in'/>
<arg type='v' direction='out'/></method>
<signal name='SettingChanged'><arg type='s'/><arg type='s'/><arg type='v'/></signal>
<property name='version' type='u' access='read'/>
</interface></node>"""


def main() -> None:
    contrast = int(sys.argv[1])
    values = {"org.freedesktop.appearance": {"contrast": GLib.Variant("u", contrast)}}

    def call(_conn, _sender, _path, _iface, method, params, invocation) -> None:
        print("call", method, params.unpack(), flush=True)
        if method == "ReadAll":
            wanted = params.unpack()[0]
            found = {ns: keys for ns, keys in values.items() if not wanted or ns in wanted}
            invocation.return_value(GLib.Variant("(a{sa{sv}})", (found,)))
            return
        namespace, key = params.unpack()
        value = values.get(namespace, {}).get(key)
        if value is None:
            invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", f"{namespace} {key}")
        else:
            invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", value) if method == "Read" else value,)))

    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)

    def acquired(conn, _name) -> None:
        conn.register_object("/org/freedesktop/portal/desktop", node.interfaces[0], call, None, None)

    def owned(_conn, _name) -> None:
        print("ready", flush=True)

    Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", 0, acquired, owned, None)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
