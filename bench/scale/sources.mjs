// Source addresses for the load generator. Linux routes all of 127.0.0.0/8 to the loopback interface, so a client
// can bind any of them. nginx's ip_hash keys on the first THREE octets of an IPv4 address: 127.0.0.2, 127.0.0.3...
// would all hash alike and land on one instance, so each address here is in its own /24. Each address also has its
// own ~28k ephemeral ports towards one server port, which the idle-connection phase needs.
export const sourceAddresses = (n) => Array.from({ length: n }, (_, k) => `127.0.${k + 1}.1`);
