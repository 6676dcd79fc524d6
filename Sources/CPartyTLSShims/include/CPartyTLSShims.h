#ifndef CPARTYTLSSHIMS_H
#define CPARTYTLSSHIMS_H
#include <openssl/ssl.h>
int CPartyTLSShims_placeholder(void);
#endif
