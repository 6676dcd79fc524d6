#include "CPartyTLSShims.h"

int CPartyTLSShims_SSL_CTX_set_min_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_min_proto_version(ctx, version);
}

int CPartyTLSShims_SSL_CTX_set_max_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_max_proto_version(ctx, version);
}

int CPartyTLSShims_SSL_set_max_proto_version(SSL *ssl, int version) {
    return (int)SSL_set_max_proto_version(ssl, version);
}

long CPartyTLSShims_SSL_CTX_set_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_mode(ctx, mode);
}

long CPartyTLSShims_SSL_set_mode(SSL *ssl, long mode) {
    return SSL_set_mode(ssl, mode);
}

long CPartyTLSShims_SSL_CTX_set_session_cache_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_session_cache_mode(ctx, mode);
}

int CPartyTLSShims_SSL_CTX_add0_chain_cert(SSL_CTX *ctx, X509 *x509) {
    return (int)SSL_CTX_add0_chain_cert(ctx, x509);
}

int CPartyTLSShims_BIO_set_mem_eof_return(BIO *bio, int value) {
    return (int)BIO_set_mem_eof_return(bio, value);
}

int CPartyTLSShims_SSL_set_tlsext_host_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}

uint64_t CPartyTLSShims_SSL_OP_NO_COMPRESSION(void) { return SSL_OP_NO_COMPRESSION; }
uint64_t CPartyTLSShims_SSL_OP_NO_RENEGOTIATION(void) { return SSL_OP_NO_RENEGOTIATION; }
uint64_t CPartyTLSShims_SSL_OP_CIPHER_SERVER_PREFERENCE(void) { return SSL_OP_CIPHER_SERVER_PREFERENCE; }
